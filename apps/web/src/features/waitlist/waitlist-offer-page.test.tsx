import {
  servicesPath,
  timeslotsPath,
  type WaitlistOfferView,
  waitlistAcceptPath,
  waitlistDeclinePath,
  waitlistOfferPath,
} from '@hs/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { showIn } from '@/lib/i18n/i18n';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { errorResponse, jsonResponse, servicesResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';
import { renderRoutes } from '@/test/render-route';
import { CLINIC_SERVICES } from '@/test/services-fixture';

const PAGE_TIMEOUT = { timeout: 5000 };
const TOKEN = `${'A'.repeat(22)}.${'b'.repeat(43)}`;
const OFFER_URL = `/health-services/scheduler/waitlist/offer#${TOKEN}`;

const offerView = (overrides: Partial<WaitlistOfferView> = {}): WaitlistOfferView => ({
  status: 'offered',
  kind: 'notify-me',
  businessName: 'tlc',
  expiresAt: '2099-11-23T14:10:00.000Z',
  seat: {
    timestamp: '2026-11-24T19:00:00.000Z',
    timezone: 'America/New_York',
    serviceIds: [101],
    services: [{ id: 101, name: 'Flu Vaccine' }],
    durationMinutes: 15,
    reservationCode: 'HoldCodeOfTheOffer00000',
  },
  provider: {
    providerId: '01400489',
    kind: 'clinic',
    name: 'The Local Clinic at Harvest Market – Cedar Ave',
    phone: '(513) 555-0122',
    address: { addressLines: ['5088 Cedar Ave'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
  },
  currentAppointment: null,
  nextTimes: [],
  ...overrides,
});

const movedAnswer = () =>
  jsonResponse({
    data: {
      appointment: {
        id: 'Daqa52eKEXwt4ELoFk0uEw',
        timestamp: '2026-11-24T19:00:00.000Z',
        timezone: 'America/New_York',
        providerId: '01400489',
        serviceIds: [101],
        status: 'BOOKED',
        sequence: 1,
        durationMinutes: 15,
      },
    },
  });

let offer: () => Response;
let moveAnswer: () => Response;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  schedulerStore.clear();
  offer = () => jsonResponse({ data: { waitlistOffer: offerView() } });
  moveAnswer = movedAnswer;
  api = fakeApi({
    [`POST ${waitlistOfferPath}`]: () => offer(),
    [`POST ${waitlistDeclinePath}`]: () => jsonResponse({ data: { waitlistEntry: { status: 'waiting' } } }),
    [`POST ${waitlistAcceptPath}`]: () => moveAnswer(),
    [`GET ${timeslotsPath}`]: () =>
      jsonResponse(availabilityResponse([availabilityFixture(providerFixture('01400489'), [])])),
    [`GET ${servicesPath}`]: () => servicesResponse(CLINIC_SERVICES),
  });
});
afterEach(() => vi.unstubAllGlobals());

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, PAGE_TIMEOUT);

describe('the page a waitlist offer opens', { timeout: 15_000 }, () => {
  it('shows the held seat and books it through the patient form with the offer token', async () => {
    const { routerLocation } = renderRoutes(routes, OFFER_URL);
    expect(await h1('A time opened up for you')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Tuesday, November 24, 2026 at 2:00 PM ET');
    expect(main).toHaveTextContent('This time is held for you until');
    expect(api.callsTo('POST', waitlistOfferPath)[0]?.body).toEqual({ token: TOKEN });
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    // The patient form's code loads on the way, so the move waits for it.
    await vi.waitFor(() => expect(routerLocation().pathname).toBe('/health-services/scheduler/schedule'), {
      timeout: 10_000,
    });
    const stored = schedulerStore.get();
    expect(stored.waitlistOffer).toBe(TOKEN);
    expect(stored.appointment).toMatchObject({
      timestamp: '2026-11-24T19:00:00.000Z',
      reservationCode: 'HoldCodeOfTheOffer00000',
    });
    expect(stored.category).toBe('Vaccines');
  });

  it('moves a booked appointment for an earlier offer, and passes an offer on when declined', async () => {
    offer = () =>
      jsonResponse({
        data: {
          waitlistOffer: offerView({
            kind: 'earlier',
            currentAppointment: { timestamp: '2026-12-01T19:00:00.000Z', timezone: 'America/New_York' },
          }),
        },
      });
    renderRoutes(routes, OFFER_URL);
    expect(await h1('An earlier time opened up for you')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Tuesday, December 1, 2026 at 2:00 PM ET');
    await userEvent.click(screen.getByRole('button', { name: 'Move my appointment to this time' }));
    expect(await screen.findByText(/Your appointment is now on Tuesday, November 24, 2026/)).toBeVisible();
    expect(api.callsTo('POST', waitlistAcceptPath)[0]?.body).toMatchObject({ token: TOKEN });
  });

  const earlierOffer = () =>
    jsonResponse({
      data: {
        waitlistOffer: offerView({
          kind: 'earlier',
          currentAppointment: { timestamp: '2026-12-01T19:00:00.000Z', timezone: 'America/New_York' },
        }),
      },
    });
  const acceptKeys = () => api.callsTo('POST', waitlistAcceptPath).map((call) => call.headers.get('Idempotency-Key'));

  it('sends an acceptance whose answer was lost again by itself, under the same key', async () => {
    offer = earlierOffer;
    let answers = 0;
    moveAnswer = () => {
      answers += 1;
      return answers === 1 ? errorResponse(502, 'HTTP_ERROR', 'Bad Gateway') : movedAnswer();
    };
    renderRoutes(routes, OFFER_URL);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move my appointment to this time' }, PAGE_TIMEOUT),
    );
    expect(await screen.findByText(/Your appointment is now on Tuesday, November 24, 2026/)).toBeVisible();
    expect(acceptKeys()).toHaveLength(2);
    expect(acceptKeys()[0]).toMatch(/^[\x21-\x7E]{1,100}$/);
    expect(new Set(acceptKeys()).size).toBe(1);
    const [first, second] = api.callsTo('POST', waitlistAcceptPath);
    expect(second?.body).toEqual(first?.body);
  });

  it("keeps the acceptance's key when the visitor tries again, and waits out its own move under way", async () => {
    offer = earlierOffer;
    moveAnswer = () =>
      errorResponse(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is in progress.');
    renderRoutes(routes, OFFER_URL);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move my appointment to this time' }, PAGE_TIMEOUT),
    );
    // Its own move still under way is no taken offer: the visitor is asked to try again.
    expect(
      await screen.findByText(
        "We're having trouble connecting at the moment. Please try again shortly.",
        {},
        PAGE_TIMEOUT,
      ),
    ).toBeVisible();
    expect(acceptKeys()).toHaveLength(3);

    moveAnswer = movedAnswer;
    await userEvent.click(screen.getByRole('button', { name: 'Move my appointment to this time' }));
    expect(await screen.findByText(/Your appointment is now on Tuesday, November 24, 2026/)).toBeVisible();
    expect(acceptKeys()).toHaveLength(4);
    expect(new Set(acceptKeys()).size).toBe(1);
  });

  it('passes the seat on with "No thanks"', async () => {
    renderRoutes(routes, OFFER_URL);
    await userEvent.click(
      await screen.findByRole('button', { name: 'No thanks, keep me on the waitlist' }, PAGE_TIMEOUT),
    );
    expect(await screen.findByText('Thank you. The time goes to the next person waiting.')).toBeVisible();
    expect(api.callsTo('POST', waitlistDeclinePath)[0]?.body).toEqual({ token: TOKEN, keepWaiting: true });
  });

  it('says a taken seat is taken and shows the next three times, never a blank page', async () => {
    offer = () =>
      jsonResponse({
        data: {
          waitlistOffer: offerView({
            status: 'taken',
            seat: { ...offerView().seat, reservationCode: null },
            nextTimes: [
              { timestamp: '2026-11-25T14:00:00.000Z', timezone: 'America/New_York' },
              { timestamp: '2026-11-25T14:15:00.000Z', timezone: 'America/New_York' },
              { timestamp: '2026-11-25T14:30:00.000Z', timezone: 'America/New_York' },
            ],
          }),
        },
      });
    renderRoutes(routes, OFFER_URL);
    expect(await h1('This time is no longer held for you')).toBeVisible();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Find another time' })).toBeVisible();
  });

  it('tells the link holder who took the offer that they did, not that it went to someone else', async () => {
    const accepted = { status: 'accepted' as const, seat: { ...offerView().seat, reservationCode: null } };
    offer = () => jsonResponse({ data: { waitlistOffer: offerView(accepted) } });
    const first = renderRoutes(routes, OFFER_URL);
    expect(await h1('You took this time')).toBeVisible();
    expect(screen.getByText('You booked this time from this offer.')).toBeVisible();
    expect(screen.getByText(/Tuesday, November 24, 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See, change or cancel your appointment' })).toHaveAttribute(
      'href',
      '/health-services/scheduler/manage',
    );
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const current = { timestamp: '2026-12-01T19:00:00.000Z', timezone: 'America/New_York' };
    offer = () =>
      jsonResponse({
        data: { waitlistOffer: offerView({ ...accepted, kind: 'earlier', currentAppointment: current }) },
      });
    renderRoutes(routes, OFFER_URL);
    expect(await h1('You took this time')).toBeVisible();
    expect(screen.getByText('You moved your appointment to this time from this offer.')).toBeVisible();
    expect(screen.queryByText('Your appointment now')).toBeNull();
  });

  it('says a forged or incomplete link is not valid', async () => {
    offer = () => errorResponse(404, 'OFFER_NOT_FOUND', 'This offer link is not valid.');
    renderRoutes(routes, OFFER_URL);
    expect(await h1('This offer link is not valid')).toBeVisible();
    renderRoutes(routes, '/health-services/scheduler/waitlist/offer#short');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'This offer link is not valid' })).length).toBe(2);
  });

  it('speaks Spanish', async () => {
    await showIn('es');
    try {
      renderRoutes(routes, OFFER_URL);
      expect(await h1('Hay un horario disponible para usted')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Hacer la cita a esta hora' })).toBeVisible();
    } finally {
      await showIn('en');
    }
  });
});
