import { licensureStatesPath, servicesPath } from '@hs/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prescreenProgressStore } from '@/features/prescreen/model/prescreen-progress';
import { currentLocation, prescreenApi, renderPrescreen } from '@/features/prescreen/test/render-prescreen';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import { addDays, formatUsDate, localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse } from '@/test/api-responses';

configure({ asyncUtilTimeout: 4000 });

const BANNER = 'Please fill out all required fields to continue';
const EXTERNAL_ENTRY = '/health-services/scheduler/prescreen/1?type=Telenutrition&external=true';
const usDate = (days: number) => formatUsDate(addDays(localIsoDate(), days));
const NOT_LICENSED =
  'Our dietitians are not licensed in Alaska yet, so we cannot schedule a telenutrition visit there.';
const MEDICAID =
  'Telenutrition visits with our dietitians are not available to Medicaid members at this time. Your Medicaid plan can tell you about nutrition services near you.';

beforeEach(() => {
  prescreenProgressStore.clear();
  schedulerStore.clear();
  prescreenApi();
});

afterEach(() => vi.unstubAllGlobals());

const state = () => screen.getByRole('combobox', { name: 'State you will be in during the visit' });
const timeZone = () => screen.getByRole('combobox', { name: 'Your time zone' });
const date = () => screen.getByRole('textbox', { name: 'Preferred date' });
const medicaid = (label: 'Yes' | 'No') =>
  within(screen.getByRole('group', { name: 'Is the patient covered by Medicaid?' })).getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'See Available Times' });
const summaryLinks = async () =>
  within(await screen.findByRole('alert', { name: BANNER }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Answers Ohio, Eastern Time, ten days from today and no Medicaid, and waits for the results. */
async function answerOhioInTenDays(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(state(), 'Ohio');
  await user.selectOptions(timeZone(), 'ET');
  await user.type(date(), usDate(10));
  await user.click(medicaid('No'));
  await user.click(submit());
  await screen.findByRole('status', { name: 'Results' });
}

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Telenutrition with a Registered Dietitian' });
  await waitFor(() => expect(within(state()).getByRole('option', { name: 'Ohio' })).toBeInTheDocument());
}

describe('the dietitian screen', () => {
  it('requires state, time zone, date and Medicaid, without a step counter', async () => {
    const user = userEvent.setup();
    renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    expect(screen.queryByText(/1 of 1/)).not.toBeInTheDocument();
    expect(
      within(timeZone())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose One',
      'Eastern Time (ET)',
      'Central Time (CT)',
      'Mountain Time (MT)',
      'Mountain Standard Time, Arizona (MST)',
      'Pacific Time (PT)',
      'Alaska Time (AKT)',
      'Hawaii Time (HT)',
    ]);
    await user.click(submit());
    expect(await summaryLinks()).toEqual([
      'State is a required field.',
      'Time zone is a required field.',
      'Date is a required field.',
      'This is a required field',
    ]);
  });

  it('says at once that a state without licence cannot be booked, and blocks submitting', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    await user.selectOptions(state(), 'Alaska');
    expect(await screen.findByText(NOT_LICENSED)).toBeInTheDocument();
    expect(state()).toHaveAccessibleDescription(expect.stringContaining(NOT_LICENSED));
    await user.selectOptions(timeZone(), 'AKT');
    await user.type(date(), usDate(10));
    await user.click(medicaid('No'));
    await user.click(submit());
    expect(await summaryLinks()).toEqual([NOT_LICENSED]);
    expect(currentLocation(view).pathname).toBe('/health-services/scheduler/prescreen/1');
  });

  it("refuses Medicaid 'Yes' with the configured message", async () => {
    const user = userEvent.setup();
    renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    await user.click(medicaid('Yes'));
    expect(await screen.findByText(MEDICAID)).toBeInTheDocument();
  });

  it.each([
    [() => usDate(2), `Date must be on or after ${usDate(3)}.`],
    [() => usDate(91), `Date must be on or before ${usDate(90)}.`],
    [() => '02/31/2031', 'Date is invalid.'],
  ])('keeps the date 3 to 90 days ahead', async (typed, message) => {
    const user = userEvent.setup();
    renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    await user.type(date(), typed());
    await user.click(submit());
    expect(await summaryLinks()).toContain(message);
  });

  it('goes to results with the state, time zone, date and the external flag', async () => {
    const user = userEvent.setup();
    const view = renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    await answerOhioInTenDays(user);
    const { query, state: routerState } = currentLocation(view);
    const when = addDays(localIsoDate(), 10);
    expect(query).toEqual({
      type: 'Telenutrition',
      location: 'OH',
      date: when,
      serviceIds: '801',
      timeZone: 'ET',
      external: 'true',
    });
    expect(routerState).toMatchObject({
      external: true,
      medicaid: false,
      timeZone: 'ET',
      earliestDate: localIsoDate(),
    });
    expect(schedulerStore.get()).toMatchObject({ flow: 'DIETITIAN', prescreenAnswers: { licensureState: 'OH' } });
  });

  it('starts a flow from the external entry and continues it on submit (§7)', async () => {
    // Whatever earlier tests left of a flow is finished, so this entry begins a new one.
    recordFlowEvent('complete-flow', { stepName: 'generalConsent' });
    const api = prescreenApi();
    const user = userEvent.setup();
    renderPrescreen(EXTERNAL_ENTRY);
    await ready();
    await waitFor(() => expect(api.eventsNamed('start-flow')).toHaveLength(1));
    expect(api.eventsNamed('start-flow')[0]?.data).toMatchObject({
      flow: 'DIETITIAN',
      entry: 'dietitian-external',
      step: 1,
      processStatus: 'in_progress',
    });
    await answerOhioInTenDays(user);
    expect(api.eventsNamed('continue-flow').map((event) => event.data)).toEqual([
      expect.objectContaining({ flow: 'DIETITIAN', step: 2, processStatus: 'in_progress' }),
    ]);
    expect(api.eventsNamed('start-flow')).toHaveLength(1);
  });

  it('starts with the searched date when it is inside the window', async () => {
    renderPrescreen('/health-services/scheduler/prescreen/1', {
      type: 'Telenutrition',
      date: addDays(localIsoDate(), 20),
    });
    await ready();
    expect(date()).toHaveValue(usDate(20));
  });

  it('says the states could not be loaded', async () => {
    prescreenApi({ [`GET ${licensureStatesPath}`]: () => errorResponse(500) });
    renderPrescreen(EXTERNAL_ENTRY);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're having trouble connecting at the moment. Please refresh the page to try again.",
    );
  });

  it('works for the external entry even when the service list fails', async () => {
    prescreenApi({ [`GET ${servicesPath}`]: () => errorResponse(500) });
    renderPrescreen(EXTERNAL_ENTRY);
    await ready();
  });
});
