import { covidEligibilityQuestions, type EligibilityStep, vaccinesPrescreen } from '@hs/content';
import { contentObjectUrl } from '@hs/contracts';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { prescreenProgressStore } from '@/features/prescreen/model/prescreen-progress';
import { CATALOG, CATALOG_VACCINE_LIST } from '@/features/prescreen/test/prescreen-fixtures';
import { currentLocation, prescreenApi, renderPrescreen } from '@/features/prescreen/test/render-prescreen';
import { addDays, formatUsDate, localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { jsonResponse } from '@/test/api-responses';
import { createTestQueryClient } from '@/test/render-route';
import { EligibilityStepForm } from './eligibility-step-form';

configure({ asyncUtilTimeout: 4000 });

const QUESTIONS = { schema: 'eligibility-questions', version: '1.0.0', dir: 'prescreen' };
const COVID_QUESTIONS = contentObjectUrl({ ...QUESTIONS, name: 'covid-19' });
const ANY_QUESTIONS = contentObjectUrl({ ...QUESTIONS, name: ':name' });
const eligibilityQuestions = (data: unknown) =>
  jsonResponse({ schema: { name: QUESTIONS.schema, version: QUESTIONS.version }, data });

const BANNER = 'Please fill out all required fields to continue';
const today = () => localIsoDate();
const start = (date = addDays(today(), 5)) =>
  `/health-services/scheduler/prescreen/1?type=Vaccines&location=45202&date=${date}`;
const usDate = (days: number) => formatUsDate(addDays(today(), days));

beforeEach(() => {
  prescreenProgressStore.clear();
  schedulerStore.clear();
  prescreenApi();
});

afterEach(() => vi.unstubAllGlobals());

const button = (name: string) => screen.getByRole('button', { name });
const summaryLinks = async () =>
  within(await screen.findByRole('alert', { name: BANNER }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function chooseVaccines(user: ReturnType<typeof userEvent.setup>, ...labels: string[]) {
  for (const label of labels) await user.click(await screen.findByLabelText(label));
  await user.click(button('Continue'));
}

describe('choosing vaccines', () => {
  it('lists the vaccines Flu first, then by name, without doses', async () => {
    renderPrescreen(start());
    const group = await screen.findByRole('group', { name: 'Which vaccines would you like?' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(CATALOG_VACCINE_LIST);
  });

  it.each([
    [[], 'Please choose at least one vaccine.'],
    [
      ['Flu Vaccine', 'Tdap Vaccine', 'Pneumonia Vaccine', 'Hepatitis B Vaccine'],
      'You can choose up to 3 vaccines for one appointment.',
    ],
    [
      ['COVID-19 Vaccine', 'Shingles Vaccine'],
      'The vaccines you have selected cannot be scheduled together. Please go back and confirm your selections again.',
    ],
  ])('refuses %j with %j', async (labels, message) => {
    const user = userEvent.setup();
    renderPrescreen(start());
    await screen.findByRole('group', { name: 'Which vaccines would you like?' });
    await chooseVaccines(user, ...labels);
    expect(await summaryLinks()).toEqual([message]);
  });

  it('goes straight to results without a COVID-19 vaccine, moving the date by the lead time', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start(today()));
    await chooseVaccines(user, 'Shingles Vaccine');
    await screen.findByRole('status', { name: 'Results' });
    const { query, state } = currentLocation(view);
    expect(query).toMatchObject({ serviceIds: '105', date: addDays(today(), 2) });
    expect(state).toMatchObject({ earliestDate: addDays(today(), 2), showLeadTimeWarning: true });
  });
});

describe('COVID-19 eligibility', () => {
  async function toEligibility(user: ReturnType<typeof userEvent.setup>, { ready = true } = {}) {
    await chooseVaccines(user, 'Flu Vaccine', 'COVID-19 Vaccine');
    expect(await screen.findByText(/2 of 2/)).toBeInTheDocument();
    if (ready) await screen.findByRole('button', { name: 'See Available Times' });
  }
  const group = (name: RegExp) => screen.getByRole('group', { name });
  const answer = async (user: ReturnType<typeof userEvent.setup>, question: RegExp, label: string) =>
    user.click(within(await screen.findByRole('group', { name: question })).getByLabelText(label));

  it('asks one question at a time, checks dates, and books the mapped dose after the last one', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start());
    await toEligibility(user);

    await user.click(button('See Available Times'));
    expect(await summaryLinks()).toEqual(['This is a required field']);

    await answer(user, /symptoms of COVID-19/, 'Yes');
    expect(within(group(/symptoms of COVID-19/).parentElement as HTMLElement).getByText(/has recovered/)).toBeVisible();
    await answer(user, /How old/, '12 to 64');
    await answer(user, /severe allergic reaction/, 'No');
    await user.selectOptions(await screen.findByRole('combobox', { name: /How many/ }), '2 or more doses');
    await user.selectOptions(await screen.findByRole('combobox', { name: /most recent dose/ }), 'Moderna');

    const lastDose = await screen.findByLabelText('Date of the most recent dose');
    await user.click(button('See Available Times'));
    expect(await summaryLinks()).toEqual(['Date of the most recent dose is a required field.']);
    await user.type(lastDose, usDate(1));
    await user.click(button('See Available Times'));
    expect(await summaryLinks()).toEqual(['Date must be in the past.']);
    await user.clear(lastDose);
    await user.type(lastDose, '13/45/2024');
    await user.click(button('See Available Times'));
    expect(await summaryLinks()).toEqual(['Date is invalid.']);
    await user.clear(lastDose);
    await user.type(lastDose, usDate(-10));

    await answer(user, /other vaccine in the last 14 days/, 'Yes');
    const otherVaccine = await screen.findByLabelText('Date of the other vaccine');
    await user.type(otherVaccine, usDate(-30));
    await user.click(button('See Available Times'));
    expect(await summaryLinks()).toEqual(['Date must be within the past 14 days.']);
    await user.clear(otherVaccine);
    await user.type(otherVaccine, usDate(-3));
    await user.click(button('See Available Times'));

    await screen.findByRole('status', { name: 'Results' });
    const { query, state } = currentLocation(view);
    // A booster, 60 days after a dose 10 days ago; Flu stays.
    expect(query).toMatchObject({ serviceIds: '101,104', date: addDays(today(), 50) });
    expect(state).toMatchObject({ showLeadTimeWarning: false });
    expect(schedulerStore.get().prescreenAnswers).toMatchObject({
      haveCovid19Symptoms: 'yes',
      covidDosesReceived: 'two-or-more',
      lastCovidDoseDate: addDays(today(), -10),
    });
  }, 30_000);

  it('skips the last-dose questions for a first dose', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start());
    await toEligibility(user);
    await answer(user, /symptoms of COVID-19/, 'No');
    await answer(user, /How old/, '65 or older');
    await answer(user, /severe allergic reaction/, 'No');
    await user.selectOptions(await screen.findByRole('combobox', { name: /How many/ }), 'None');
    await answer(user, /other vaccine in the last 14 days/, 'No');
    expect(screen.queryByLabelText('Date of the most recent dose')).not.toBeInTheDocument();
    await user.click(button('See Available Times'));
    await screen.findByRole('status', { name: 'Results' });
    expect(currentLocation(view).query.serviceIds).toBe('101,102');
  });

  it('stops an ineligible patient with the answer’s message', async () => {
    const user = userEvent.setup();
    renderPrescreen(start());
    await toEligibility(user);
    await answer(user, /symptoms of COVID-19/, 'No');
    await answer(user, /How old/, 'Younger than 5');
    await user.click(button('See Available Times'));
    expect(await screen.findByText(/patients 5 and older/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Results' })).not.toBeInTheDocument();
  });

  it("shows 'ineligible' by default when the content configures no message", async () => {
    const { ineligibleMessage: _, ...withoutMessage } = covidEligibilityQuestions.data;
    prescreenApi({ [`GET ${COVID_QUESTIONS}`]: () => eligibilityQuestions(withoutMessage) });
    const user = userEvent.setup();
    renderPrescreen(start());
    await toEligibility(user);
    await answer(user, /symptoms of COVID-19/, 'No');
    await answer(user, /How old/, '12 to 64');
    await answer(user, /severe allergic reaction/, 'Yes');
    await user.click(button('See Available Times'));
    expect(await screen.findByText('Based on your answers, you are ineligible to continue at this time')).toBeVisible();
  });

  it('says the questions cannot be loaded when one has an unknown type', async () => {
    const set = covidEligibilityQuestions.data;
    const broken = { ...set, questions: [{ ...set.questions[0], type: 'signature' }, ...set.questions.slice(1)] };
    prescreenApi({ [`GET ${ANY_QUESTIONS}`]: () => eligibilityQuestions(broken) });
    const user = userEvent.setup();
    renderPrescreen(start());
    await toEligibility(user, { ready: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry. We appear to be having trouble loading the questions. Please try again later.',
    );
  });

  it('says the COVID-19 questions failed to load when they cannot be found', async () => {
    const step = vaccinesPrescreen.data.steps[1] as EligibilityStep;
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <EligibilityStepForm
          step={{ ...step, questionSet: 'missing' }}
          texts={{ submitLabel: 'See Available Times', requiredFieldsBanner: BANNER }}
          savedAnswers={undefined}
          services={CATALOG}
          today={today()}
          onComplete={vi.fn()}
        />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry. We appear to be having trouble loading the COVID-19 eligibility questions. Please try again later.',
    );
  });
});
