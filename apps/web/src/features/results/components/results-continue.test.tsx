import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogRoute, renderResults } from '@/features/results/test/results-harness';
import { addDays, localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse, datesFrom, dayFixture } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';

// Lazy chunks, the atlas and the fake API answer slowly on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const PHYSICAL = 'GET /appointment-management/v1/results/physical';
const TIMESLOTS = 'GET /appointment-management/v3/timeslots';
const RESERVE = 'POST /appointment-management/v1/appointment-reservations';
const today = localIsoDate();
const start = addDays(today, 2);
const days = (serviceIds: number[]) => datesFrom(start, 7).map((date) => dayFixture(date, 6, serviceIds));
const clinic = providerFixture('01400489', { vanityName: 'Cedar Clinic' });
const url = (serviceIds: number, type = 'Illness %26 Injury') =>
  `/health-services/scheduler/result?type=${type}&location=45202&date=${start}&serviceIds=${serviceIds}`;

const reservation = (body: { serviceId: number; reservationTime: string }, code = 'res-aaaaaaaaaaaaaaaa') =>
  jsonResponse(
    {
      data: {
        appointmentReservations: {
          reservationCode: code,
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          providerId: clinic.providerId,
          timestamp: `${body.reservationTime.replace(' ', 'T')}-05:00`,
          timezone: 'America/New_York',
          serviceId: body.serviceId,
        },
      },
    },
    201,
  );

const firstTime = (card: HTMLElement) => within(card).getAllByRole('button', { name: / AM ET, / })[0]!;

// The map has its own tests; here it would only load the atlas in every test.
vi.mock('@/components/map/clinic-map', () => ({ ClinicMap: () => null }));

beforeEach(() => schedulerStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('choosing and holding a time (§4)', () => {
  it('asks to select a time first, then holds the chosen one and goes on to the patient form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days([29]))])),
      [RESERVE]: (_url, body) => reservation(body as { serviceId: number; reservationTime: string }),
    });
    renderResults(url(29));
    const card = await screen.findByRole('article', { name: 'Cedar Clinic' });
    await user.click(within(card).getByRole('button', { name: /Continue/ }));
    expect(within(card).getByText('Please select an appointment time to continue.')).toBeInTheDocument();

    await user.click(firstTime(card));
    expect(within(card).queryByText('Please select an appointment time to continue.')).toBeNull();
    await user.click(within(card).getByRole('button', { name: /Continue/ }));

    expect(await screen.findByTestId('probe')).toHaveTextContent(/^schedule$/);
    expect(api.callsTo('POST', '/appointment-management/v1/appointment-reservations')[0]?.body).toEqual({
      serviceId: 29,
      businessName: 'tlc',
      reservationTime: `${start} 09:00:00`,
      locationNumber: '01400489',
    });
    const state = schedulerStore.get();
    expect(state.appointment).toMatchObject({
      reservationCode: 'res-aaaaaaaaaaaaaaaa',
      timezone: 'America/New_York',
      services: [{ id: 29, name: 'Sick Visit', isVaccine: false, isAvailable: true }],
    });
    expect(state.provider?.providerId).toBe('01400489');
    expect(state).toMatchObject({ flow: 'IN_PERSON', category: 'Illness & Injury' });
  });

  it('says the time was just booked and fetches that provider’s times again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days([29]))])),
      [TIMESLOTS]: () => {
        const refreshed = days([29]).map((day, index) =>
          index === 0 ? { ...day, timeslots: day.timeslots.slice(1) } : day,
        );
        return jsonResponse(availabilityResponse([availabilityFixture(clinic, refreshed)]));
      },
      [RESERVE]: () => errorResponse(409, 'SLOT_TAKEN'),
    });
    renderResults(url(29));
    const card = await screen.findByRole('article', { name: 'Cedar Clinic' });
    const taken = firstTime(card).textContent;
    await user.click(firstTime(card));
    await user.click(within(card).getByRole('button', { name: /Continue/ }));

    expect(
      await within(card).findByText('Unfortunately, the time selected was just booked. Please select a new time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(firstTime(card).textContent).not.toBe(taken));
    expect(within(card).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    const refetch = api.callsTo('GET', '/appointment-management/v3/timeslots')[0]!;
    expect(refetch.url.searchParams.get('filter.locationIds')).toBe('01400489');
    expect(refetch.url.searchParams.get('filter.startDate')).toBe(start);
    expect(schedulerStore.get().appointment).toBeUndefined();
  });
});

describe('the follow-up (§4)', () => {
  it('starts the calendars afresh from a refreshed results answer', async () => {
    let answer = days([29]);
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, answer)])),
    });
    const { queryClient } = renderResults(url(29));
    const card = await screen.findByRole('article', { name: 'Cedar Clinic' });
    const first = firstTime(card).textContent;
    // The first time of every day has gone by the next answer.
    answer = answer.map((day) => ({ ...day, timeslots: day.timeslots.slice(1) }));
    await queryClient.refetchQueries({ queryKey: ['availability', 'results'] });
    await waitFor(() => expect(firstTime(card).textContent).not.toBe(first));
  });

  it('goes from a first dose to the follow-up screen, 60 days later, and holds the second dose too', async () => {
    const user = userEvent.setup();
    const followupDate = addDays(start, 60);
    const api = fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days([105]))])),
      [TIMESLOTS]: () =>
        jsonResponse(
          availabilityResponse([
            availabilityFixture(
              clinic,
              datesFrom(followupDate, 7).map((date) => dayFixture(date, 3, [106])),
            ),
          ]),
        ),
      [RESERVE]: (_url, body) => {
        const request = body as { serviceId: number; reservationTime: string };
        return reservation(request, request.serviceId === 106 ? 'res-followupaaaaaaaaaa' : 'res-aaaaaaaaaaaaaaaa');
      },
    });
    renderResults(url(105, 'Vaccines'));
    let card = await screen.findByRole('article', { name: 'Cedar Clinic' });
    await user.click(firstTime(card));
    await user.click(within(card).getByRole('button', { name: /Continue/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select a Follow-up Appointment Time' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Shingles Vaccine Dose 1: /)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    card = await screen.findByRole('article', { name: 'Cedar Clinic' });
    await waitFor(() => expect(firstTime(card)).toBeInTheDocument());
    const timeslots = api.callsTo('GET', '/appointment-management/v3/timeslots')[0]!;
    expect(timeslots.url.searchParams.get('filter.startDate')).toBe(followupDate);
    expect(timeslots.url.searchParams.get('filter.serviceIds')).toBe('106');

    await user.click(firstTime(card));
    await user.click(within(card).getByRole('button', { name: /Continue/ }));
    expect(await screen.findByTestId('probe')).toHaveTextContent(/^schedule$/);
    expect(schedulerStore.get().appointment?.reservationCode).toBe('res-aaaaaaaaaaaaaaaa');
    expect(schedulerStore.get().followup).toMatchObject({
      reservationCode: 'res-followupaaaaaaaaaa',
      services: [{ id: 106, name: 'Shingles Vaccine Dose 2' }],
    });
  });

  it('sends a follow-up visit without a first appointment back to the search form', async () => {
    fakeApi(catalogRoute);
    renderResults(
      `/health-services/scheduler/result/followup?type=Vaccines&location=45202&date=${start}&serviceIds=106`,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent(/^main/);
  });

  it('asks before editing the search while a time is held, then releases it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ ...catalogRoute, [TIMESLOTS]: () => jsonResponse(availabilityResponse([])) });
    schedulerStore.setAppointment(
      {
        timestamp: `${start}T14:00:00Z`,
        timezone: 'America/New_York',
        services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
        reservationCode: 'held-aaaaaaaaaaaaaaaa',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
      clinic,
    );
    renderResults(
      `/health-services/scheduler/result/followup?type=Vaccines&location=45202&date=${start}&serviceIds=106`,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to edit this appointment?' });
    expect(dialog).toHaveTextContent('All appointments must be rescheduled.');
    await user.click(within(dialog).getByRole('button', { name: 'No, Keep My Appointment' }));
    expect(schedulerStore.get().appointment).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit Search' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Edit Search' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent(/^main\?type=Vaccines/);
    expect(api.callsTo('DELETE', '/appointment-management/v1/appointment-reservations/held-')).toHaveLength(1);
    expect(schedulerStore.get().appointment).toBeUndefined();
  });

  it('explains a lapsed hold and leads back to pick a time again', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, days([105]))])),
    });
    schedulerStore.setAppointment(
      {
        timestamp: `${start}T14:00:00Z`,
        timezone: 'America/New_York',
        services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
        reservationCode: 'held-aaaaaaaaaaaaaaaa',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      },
      clinic,
    );
    schedulerStore.update({
      search: { type: 'Vaccines', location: '45202', date: start, serviceIds: [105], page: 1 } as never,
    });
    renderResults(
      `/health-services/scheduler/result/followup?type=Vaccines&location=45202&date=${start}&serviceIds=106`,
    );
    expect(await screen.findByText('Your held time has been released')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a Time Again' }));
    expect(await screen.findByRole('article', { name: 'Cedar Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Select an Appointment Time');
    expect(schedulerStore.get().appointment).toBeUndefined();
  });
});
