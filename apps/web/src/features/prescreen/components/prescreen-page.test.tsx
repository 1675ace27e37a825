import { servicesPath } from '@hs/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prescreenProgressStore } from '@/features/prescreen/model/prescreen-progress';
import { currentLocation, prescreenApi, renderPrescreen } from '@/features/prescreen/test/render-prescreen';
import { addDays, localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse } from '@/test/api-responses';

const BANNER = 'Please fill out all required fields to continue';
const date = () => addDays(localIsoDate(), 5);
const start = (type: string) =>
  `/health-services/scheduler/prescreen/1?type=${encodeURIComponent(type)}&location=45202&date=${date()}`;

let api: ReturnType<typeof prescreenApi>;

// The first render loads the page's content and services; give slow machines time.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  prescreenProgressStore.clear();
  schedulerStore.clear();
  api = prescreenApi();
});

afterEach(() => vi.unstubAllGlobals());

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const finishButton = () => screen.getByRole('button', { name: 'See Available Times' });

/** The error summary and the message under the field both say it. */
async function expectError(message: string) {
  const summary = await screen.findByRole('alert', { name: BANNER });
  expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
  // Focus moves in an effect after the summary is drawn.
  await waitFor(() => expect(summary).toHaveFocus());
  expect(screen.getAllByText(message)).toHaveLength(2);
}

describe('physicals prescreen', () => {
  it('asks the age, then the physical type, and goes to results with the chosen service', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start('Physicals'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Physicals' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 2/)).toBeInTheDocument();

    await user.click(continueButton());
    await expectError('Please tell us whether the patient is 20 years old or older.');

    await user.click(screen.getByLabelText('Yes'));
    await user.click(continueButton());
    expect(await screen.findByText(/2 of 2/)).toBeInTheDocument();
    expect(currentLocation(view).pathname).toBe('/health-services/scheduler/prescreen/2');
    // School and camp physicals are for patients under 20.
    expect(screen.queryByLabelText('School physical')).not.toBeInTheDocument();

    await user.click(finishButton());
    await expectError('Please choose a physical type.');
    await user.click(screen.getByLabelText('Employment physical'));
    await user.click(finishButton());

    await screen.findByRole('status', { name: 'Results' });
    const { pathname, query, state } = currentLocation(view);
    expect(pathname).toBe('/health-services/scheduler/result');
    expect(query).toEqual({ type: 'Physicals', location: '45202', date: date(), serviceIds: '303' });
    expect(state).toMatchObject({ date: date(), serviceIds: [303], showLeadTimeWarning: false, external: false });
  });

  it('offers school physicals to patients under 20 and keeps answers when going back', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start('Physicals'));
    await user.click(await screen.findByLabelText('No'));
    await user.click(continueButton());
    expect(await screen.findByLabelText('School physical')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('No')).toBeChecked();
    expect(currentLocation(view).pathname).toBe('/health-services/scheduler/prescreen/1');
  });

  it('sends a visit to step 2 before step 1 is done back to step 1', async () => {
    const view = renderPrescreen(start('Physicals').replace('/prescreen/1', '/prescreen/2'));
    expect(await screen.findByText(/1 of 2/)).toBeInTheDocument();
    expect(currentLocation(view).pathname).toBe('/health-services/scheduler/prescreen/1');
    expect(currentLocation(view).query.type).toBe('Physicals');
  });
});

describe('one-step prescreens', () => {
  it.each([
    ['Health Screenings', 'Please choose a health screening type.', 'Diabetes (A1c) screening', '502'],
    ['Travel Vaccines', 'Please choose a travel vaccine or a travel consultation.', 'Typhoid vaccine', '202'],
  ])('%s: requires a choice (%s) and books it', async (type, message, label, serviceIds) => {
    const user = userEvent.setup();
    const view = renderPrescreen(start(type));
    await user.click(await screen.findByRole('button', { name: 'See Available Times' }));
    await expectError(message);
    expect(screen.queryByText(/1 of 1/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(label));
    await user.click(finishButton());
    await screen.findByRole('status', { name: 'Results' });
    expect(currentLocation(view).query.serviceIds).toBe(serviceIds);
  });
});

describe('DOT physicals prescreen', () => {
  const employer = () => screen.getByRole('combobox', { name: 'Employer' });

  it("requires an employer other than 'Choose One'", async () => {
    const user = userEvent.setup();
    renderPrescreen(start('DOT Physicals'));
    await screen.findByRole('combobox', { name: 'Employer' });
    expect(within(employer()).getAllByRole('option')[0]).toHaveTextContent('Choose One');
    await user.click(continueButton());
    await expectError('Employer is a required field.');
  });

  it('asks about drug screening for a drug-testing employer and books 402 for Yes', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start('DOT Physicals'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employer' }), 'Buckeye Freight Lines');
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'See Available Times' }));
    await expectError('This is a required field');
    await user.click(screen.getByLabelText('Yes'));
    await user.click(finishButton());
    await screen.findByRole('status', { name: 'Results' });
    expect(currentLocation(view).query.serviceIds).toBe('402');
  });

  it('finishes with the plain DOT physical for an employer that tests elsewhere', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(start('DOT Physicals'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Employer' }), 'Riverbend Transit Authority');
    expect(screen.queryByText(/of 2/)).toBeInTheDocument();
    await user.click(continueButton());
    await screen.findByRole('status', { name: 'Results' });
    expect(currentLocation(view).query.serviceIds).toBe('401');
  });
});

describe('Medicare check prescreen', () => {
  it('checks the Medicare ID format and requires both Yes/No answers', async () => {
    const user = userEvent.setup();
    renderPrescreen(start('Medicare Annual Wellness Visit'));
    const id = await screen.findByLabelText('Medicare Beneficiary Identifier (optional)');
    await user.type(id, '1eg4te5mk');
    expect(id).toHaveValue('1EG4-TE5-MK');
    await user.click(finishButton());
    const summary = await screen.findByRole('alert', { name: BANNER });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Is the patient enrolled in Medicare Part B? This is a required field',
      "Has the patient had a Medicare Annual Wellness Visit or a 'Welcome to Medicare' visit in the last 12 months? This is a required field",
      'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.',
    ]);
    expect(screen.getAllByText('This is a required field')).toHaveLength(2);
  });

  it('keeps the Medicare recipient answer for the booking', async () => {
    const user = userEvent.setup();
    renderPrescreen(start('Medicare Annual Wellness Visit'));
    const [partB, recentVisit] = await screen.findAllByRole('group');
    await user.click(within(partB as HTMLElement).getByLabelText('Yes'));
    await user.click(within(recentVisit as HTMLElement).getByLabelText('Yes'));
    expect(await screen.findByText(/you may be billed for this visit/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Medicare Beneficiary Identifier (optional)'), '1EG4TE5MK73');
    await user.click(finishButton());
    await screen.findByRole('status', { name: 'Results' });
    expect(schedulerStore.get()).toMatchObject({
      prescreenAnswers: { medicareRecipient: 'yes', medicareBeneficiaryId: '1EG4-TE5-MK73' },
      category: 'Medicare Annual Wellness Visit',
      flow: 'IN_PERSON',
    });
  });
});

describe('the prescreen page', () => {
  it('releases a held appointment and clears it', async () => {
    schedulerStore.setAppointment(
      {
        timestamp: '2030-03-03T14:00:00-05:00',
        timezone: 'America/New_York',
        services: [{ id: 303, name: 'Employment Physical', isVaccine: false, isAvailable: true }],
        reservationCode: 'res-aaaaaaaaaaaaaaaa',
      },
      { providerId: '01400489' } as never,
    );
    renderPrescreen(start('Physicals'));
    await screen.findByRole('heading', { level: 1, name: 'Physicals' });
    const deleted = api.calls.filter((call) => call.method === 'DELETE');
    expect(deleted.map((call) => call.url.pathname)).toEqual([
      '/appointment-management/v1/appointment-reservations/res-aaaaaaaaaaaaaaaa',
    ]);
    expect(schedulerStore.get().appointment).toBeUndefined();
    expect(schedulerStore.get().provider).toBeUndefined();
  });

  it('sends a search without a prescreen category back to the search form', async () => {
    const view = renderPrescreen('/health-services/scheduler/prescreen/1?type=Illness%20%26%20Injury');
    await screen.findByRole('status', { name: 'Search' });
    expect(currentLocation(view).query).toEqual({ type: 'Illness & Injury' });
  });

  it('reads the search from router state', async () => {
    const view = renderPrescreen('/health-services/scheduler/prescreen/1', {
      type: 'Health Screenings',
      location: 'Dayton, OH',
      date: date(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Blood pressure check'));
    await user.click(finishButton());
    await screen.findByRole('status', { name: 'Results' });
    expect(currentLocation(view).query).toMatchObject({ location: 'Dayton, OH', serviceIds: '503' });
  });

  it('shows the configured message when the services fail to load', async () => {
    api.answer({ [`GET ${servicesPath}`]: () => errorResponse(503) });
    renderPrescreen(start('Physicals'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't load the list of services/);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument());
  });
});
