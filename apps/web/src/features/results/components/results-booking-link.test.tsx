import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogRoute, renderResults } from '@/features/results/test/results-harness';
import { localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { jsonResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse, datesFrom, dayFixture } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
vi.mock('@/components/map/clinic-map', () => ({ ClinicMap: () => null }));

const TIMESLOTS = 'GET /appointment-management/v3/timeslots';
const CLINIC = '01400489';
const date = datesFrom(localIsoDate(), 2)[1]!;
const clinic = providerFixture(CLINIC, { vanityName: 'The Local Clinic at Harvest Market' });
// Six times from 09:00 every quarter hour: the fifth and sixth are behind 'Show More'.
const days = datesFrom(date, 7).map((day) => dayFixture(day, 6));
const link = (slot: string) =>
  `/health-services/scheduler/result?type=Illness %26 Injury&location=45202&date=${date}&serviceIds=29` +
  `&clinic=${CLINIC}&slot=${encodeURIComponent(slot)}&source=vaccine-finder&booking-referral=34d1a803`;

beforeEach(() => schedulerStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a booking link of the open availability feed (decision 059)', () => {
  it('opens the clinic with the linked time chosen, in sight, and counts the start as a booking link', async () => {
    const api = fakeApi({
      ...catalogRoute,
      [TIMESLOTS]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days)])),
    });
    renderResults(link(`${date}T10:15:00-05:00`));
    const card = await screen.findByRole('article', { name: 'The Local Clinic at Harvest Market' });
    const chosen = await within(card).findByRole('button', { name: /10:15 AM/, pressed: true });
    expect(chosen).toBeVisible();
    await waitFor(() => expect(api.eventsNamed('start-flow')).toHaveLength(1));
    expect(api.eventsNamed('start-flow')[0]!.data).toMatchObject({ entry: 'booking-link', flow: 'IN_PERSON' });
    expect(JSON.stringify(api.calls.map((call) => call.body ?? null))).not.toContain('vaccine-finder');
  });

  it('offers the nearest free times when the linked one was taken, and chooses one in a press', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...catalogRoute,
      [TIMESLOTS]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days)])),
    });
    renderResults(link(`${date}T09:20:00-05:00`));
    const title = await screen.findByText('The time you chose is no longer available.');
    const alert = title.closest<HTMLElement>('[role="status"]')!;
    const offered = within(alert).getAllByRole('button');
    // The three nearest, in the order of the day.
    expect(offered.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/9:00 AM/),
      expect.stringMatching(/9:15 AM/),
      expect.stringMatching(/9:30 AM/),
    ]);
    await user.click(offered[1]!);
    const card = screen.getByRole('article', { name: 'The Local Clinic at Harvest Market' });
    expect(await within(card).findByRole('button', { name: /9:15 AM/, pressed: true })).toBeVisible();
  });
});
