import { waitlistEntriesPath } from '@hs/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  catalogRoute,
  configRoute,
  renderResults,
  renderResultsWithState,
} from '@/features/results/test/results-harness';
import { addDays, formatUsDate, localIsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse, datesFrom, dayFixture } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';

// Lazy chunks, the atlas and the fake API answer slowly on a busy machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const PHYSICAL = 'GET /appointment-management/v1/results/physical';
const VIRTUAL = 'GET /appointment-management/v1/results/virtual';
const today = localIsoDate();
const week = datesFrom(today, 7).map((date) => dayFixture(date, 6));
const url = (query: string) => `/health-services/scheduler/result?${query}`;
const inPerson = url(`type=Illness %26 Injury&location=45202&date=${today}&serviceIds=29`);
const probe = () => screen.findByTestId('probe');

// The map has its own tests; here it would only load the atlas in every test.
vi.mock('@/components/map/clinic-map', () => ({ ClinicMap: () => null }));

beforeEach(() => schedulerStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('results redirects (§2)', () => {
  it('goes back to the search form when serviceIds, type, location or date is missing', async () => {
    fakeApi(catalogRoute);
    renderResults(url('type=Illness %26 Injury&location=45202&date=2026-03-02'));
    expect(await probe()).toHaveTextContent('main?type=Illness+%26+Injury&location=45202&date=2026-03-02');
  });

  it('goes back to the search form when the category is switched off', async () => {
    fakeApi({ ...catalogRoute, ...configRoute('Illness & Injury', { isDisabled: true }) });
    renderResults(inPerson);
    expect(await probe()).toHaveTextContent(/^main/);
  });

  it('releases a held appointment on arrival', async () => {
    const api = fakeApi({ ...catalogRoute, [PHYSICAL]: () => jsonResponse(availabilityResponse([])) });
    schedulerStore.setAppointment(
      {
        timestamp: '2026-03-03T14:00:00Z',
        timezone: 'America/New_York',
        services: [],
        reservationCode: 'held-aaaaaaaaaaaaaaaa',
        expiresAt: '2099-01-01T00:00:00Z',
      },
      providerFixture('p1'),
    );
    renderResults(inPerson);
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/appointment-management/v1/appointment-reservations/held-')).toHaveLength(1),
    );
    expect(schedulerStore.get().appointment).toBeUndefined();
  });
});

describe('results search and its errors (§7, §8)', () => {
  it('searches clinics near the location and shows them as cards with their details', async () => {
    const clinic = providerFixture('01400489', {
      vanityName: 'The Local Clinic at Harvest Market',
      isBenefitCode: true,
      rideSharePromo: { code: 'X', url: 'https://rides.example.com', discountText: '$10 off your ride' },
    });
    const api = fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(clinic, week)])),
    });
    renderResults(url(`type=Illness %26 Injury&location=45202&date=${today}&serviceIds=29&benefitCode=WELLNESS2026`));
    const card = await screen.findByRole('article', { name: 'The Local Clinic at Harvest Market' });
    const call = api.callsTo('GET', '/appointment-management/v1/results/physical')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      'filter.freeFormAddress': '45202',
      'filter.serviceIds': '29',
      'filter.startDate': today,
      'filter.endDate': addDays(today, 13),
      'filter.businessNames': 'tlc',
      'filter.benefitCode': 'WELLNESS2026',
    });
    expect(within(card).getByRole('img', { name: 'Harvest Market' })).toHaveAttribute(
      'src',
      '/brand-logos/harvest-market/0123456789ab.svg',
    );
    expect(within(card).getByText('1.2 miles')).toBeInTheDocument();
    expect(within(card).getByText('This location accepts your benefit code')).toBeInTheDocument();
    expect(within(card).getByText('Accepts Walk-ins')).toBeInTheDocument();
    expect(within(card).getByText('$10 off your ride')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /5088 Cedar Ave/ })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: /555-0122/ })).toHaveAttribute('href', 'tel:+15135550122');
    expect(screen.getByRole('heading', { name: 'Showing 1 of 1 clinic' })).toBeInTheDocument();
  });

  it.each([
    [errorResponse(404, 'LOCATION_UNAVAILABLE'), 'error=locationUnavailable'],
    [jsonResponse(availabilityResponse([])), 'error=locationUnavailable'],
    [errorResponse(500), 'error=Server+Error'],
    [errorResponse(400, 'UNKNOWN_SERVICE'), 'error=Client+Error'],
  ])('goes back to the search form with the error kind (%#)', async (response, expected) => {
    fakeApi({ ...catalogRoute, [PHYSICAL]: () => response.clone() });
    renderResults(inPerson);
    expect(await probe()).toHaveTextContent(expected);
  });

  it('keeps a benefit-code search on results when its locations fail to load, with a Refresh', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () =>
        fail
          ? errorResponse(503)
          : jsonResponse(availabilityResponse([availabilityFixture(providerFixture('p1'), week)])),
    });
    renderResults(url(`type=Illness %26 Injury&location=45202&date=${today}&serviceIds=29&benefitCode=WELLNESS2026`));
    expect(await screen.findByText('Benefit code locations failed to load.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Clinic p1' })).toBeInTheDocument();
  });
});

describe('card states (§2)', () => {
  it('says when a provider has no times in the window or does not offer the service', async () => {
    const empty = datesFrom(today, 14).map((date) => dayFixture(date, 0));
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () =>
        jsonResponse(
          availabilityResponse([
            availabilityFixture(providerFixture('a'), empty),
            availabilityFixture(providerFixture('b'), [], 'SERVICE_UNAVAILABLE'),
          ]),
        ),
    });
    renderResults(inPerson);
    const a = await screen.findByRole('article', { name: 'Clinic a' });
    expect(within(a).getByText('No Availability')).toBeInTheDocument();
    expect(
      within(a).getByText(
        'Your selected service is unavailable within this 14 day period. Please try another location or date range.',
      ),
    ).toBeInTheDocument();
    const b = screen.getByRole('article', { name: 'Clinic b' });
    expect(within(b).getByText('Service Unavailable')).toBeInTheDocument();
    expect(
      within(b).getByText('Your selected service is unavailable here. Please try another location.'),
    ).toBeInTheDocument();
    expect(within(b).queryByRole('button', { name: /Continue/ })).toBeNull();
  });

  it('shows "No results found!" for dietitians when none serve the state', async () => {
    fakeApi({ ...catalogRoute, [VIRTUAL]: () => errorResponse(404, 'LOCATION_UNAVAILABLE') });
    renderResults(url(`type=Telenutrition&location=AK&date=${addDays(today, 5)}&serviceIds=801`));
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Displaying results for Telenutrition in Alaska',
    );
    expect(screen.getByRole('button', { name: 'Update Search' })).toBeInTheDocument();
  });

  it('shows every dietitian’s times in the time zone the visitor chose, and says so', async () => {
    const days = datesFrom(addDays(today, 5), 4).map((date) => dayFixture(date, 2, [801]));
    const dietitian = (id: string, timezone: string) =>
      providerFixture(id, { businessName: 'dietitian', vanityName: id, address: null, location: null, timezone });
    fakeApi({
      ...catalogRoute,
      [VIRTUAL]: () =>
        jsonResponse(
          availabilityResponse([
            availabilityFixture(dietitian('Amara Okafor', 'America/New_York'), days),
            availabilityFixture(dietitian('Mei Tanaka', 'America/Los_Angeles'), days),
          ]),
        ),
    });
    renderResults(url(`type=Telenutrition&location=OH&date=${addDays(today, 5)}&serviceIds=801&timeZone=CT`));
    const cards = await screen.findAllByRole('article');
    expect(screen.getByText('Central Time (CT), the time zone you chose')).toBeInTheDocument();
    const first = days[0]!.timeslots[0]!.value;
    const inCentral = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(first));
    for (const card of cards) {
      expect(within(card).getByText('Times in CT')).toBeInTheDocument();
      expect(within(card).getAllByRole('button', { name: new RegExp(`^${inCentral} CT`) }).length).toBeGreaterThan(0);
    }
  });

  it('offers "notify me" with the dietitians of the state when none has a time, as a virtual visit does', async () => {
    const date = addDays(today, 5);
    const empty = datesFrom(date, 14).map((day) => dayFixture(day, 0, [801]));
    const dietitian = providerFixture('amara-okafor', {
      businessName: 'dietitian',
      vanityName: 'Amara Okafor',
      address: null,
      location: null,
    });
    const api = fakeApi({
      ...catalogRoute,
      [VIRTUAL]: () => jsonResponse(availabilityResponse([availabilityFixture(dietitian, empty)])),
      [`POST ${waitlistEntriesPath}`]: () => jsonResponse({ data: { waitlistEntry: { id: 'entry' } } }, 201),
    });
    renderResults(url(`type=Telenutrition&location=OH&date=${date}&serviceIds=801&timeZone=ET`));
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when a time opens' }));
    expect(
      screen.getByText(
        `We will tell you when a dietitian licensed in Ohio has a time, until ${formatUsDate(addDays(date, 13))}, and hold it for you for 10 minutes. It costs nothing and you can leave at any time.`,
      ),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email address'), 'nutrition@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(api.callsTo('POST', waitlistEntriesPath)).toHaveLength(1));
    expect(api.callsTo('POST', waitlistEntriesPath)[0]?.body).toEqual({
      kind: 'notify-me',
      businessName: 'dietitian',
      serviceId: 801,
      licensureState: 'OH',
      startDate: date,
      endDate: addDays(date, 13),
      contact: { channel: 'email', email: 'nutrition@example.org' },
      language: 'en',
    });
  });

  it('explains a window cut short by maxDaysAhead and a moved start date', async () => {
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(providerFixture('a'), week)])),
    });
    renderResultsWithState(url(`type=Illness %26 Injury&location=45202&date=${addDays(today, 5)}&serviceIds=29`), {
      showLeadTimeWarning: true,
    });
    expect(
      await screen.findByText('You can only book this type of appointment 14 days in advance.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/our clinics require more time preparing the vaccination\(s\) you have selected\./),
    ).toBeInTheDocument();
  });

  it('shows neither without cause', async () => {
    fakeApi({
      ...catalogRoute,
      [PHYSICAL]: () => jsonResponse(availabilityResponse([availabilityFixture(providerFixture('a'), week)])),
    });
    renderResults(inPerson);
    await screen.findByRole('article', { name: 'Clinic a' });
    expect(screen.queryByText(/You can only book/)).toBeNull();
    expect(screen.queryByText(/require more time preparing/)).toBeNull();
  });
});
