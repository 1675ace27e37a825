import { appointmentPath, appointmentsPath, servicesPath } from '@hs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { canceledResponse, errorResponse, jsonResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';

const PAGE_TIMEOUT = { timeout: 5000 };
const ID = 'Daqa52eKEXwt4ELoFk0uEw';
const CODE = 'lxfB0uMtZgXXeE0A3Ze4MQ';
const CANCEL_URL = `/health-services/scheduler/cancel/${ID}/${CODE}`;

const failure = (status: number) => errorResponse(status, 'X', 'no');

const slot = (timestamp: string, id: number, name: string) => ({
  status: 'BOOKED',
  timestamp,
  timezone: 'America/New_York',
  services: [{ id, name }],
});
const details = (overrides: Record<string, unknown> = {}) => ({
  data: {
    appointment: {
      ...slot('2026-11-23T19:00:00.000Z', 105, 'Shingles Vaccine Dose 1'),
      id: ID,
      businessName: 'tlc',
      provider: {
        providerId: '01400489',
        name: 'The Local Clinic at Harvest Market – Cedar Ave',
        phone: '(513) 555-0122',
      },
      isFollowup: false,
      followupAppointment: slot('2027-01-22T19:00:00.000Z', 106, 'Shingles Vaccine Dose 2'),
      ...overrides,
    },
  },
});

let lookup: () => Response;
let cancel: () => Response;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  schedulerStore.clear();
  lookup = () => jsonResponse(details());
  cancel = () => canceledResponse([ID, 'other']);
  api = fakeApi({
    [`GET ${appointmentPath}`]: () => lookup(),
    [`PUT ${appointmentPath}`]: () => cancel(),
    [`GET ${servicesPath}`]: () => servicesResponse([]),
  });
});
afterEach(() => vi.unstubAllGlobals());

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, PAGE_TIMEOUT);

describe('direct cancel page', { timeout: 15_000 }, () => {
  it('shows when, where and what, with no patient data, and asks for no referrer', async () => {
    renderRoutes(routes, CANCEL_URL);
    expect(await h1('You have a confirmed appointment!')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Monday, November 23, 2026 at 2:00 PM ET');
    expect(main).toHaveTextContent('The Local Clinic at Harvest Market – Cedar Ave');
    expect(main).toHaveTextContent('Shingles Vaccine Dose 1');
    expect(main).toHaveTextContent('Friday, January 22, 2027 at 2:00 PM ET');
    expect(main).toHaveTextContent('Canceling this appointment also cancels your 2nd appointment.');
    expect(within(main).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(main).getByRole('link', { name: '(513) 555-0122' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const [lookupCall] = api.callsTo('GET', `${appointmentsPath}/${ID}`);
    expect(lookupCall?.url.searchParams.get('confirmCode')).toBe(CODE);
  });

  it('cancels the appointment and its follow-up, then shows the canceled page', async () => {
    const { routerLocation } = renderRoutes(routes, CANCEL_URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Both Appointments' }, PAGE_TIMEOUT));
    expect(await h1('Your appointment has been canceled!')).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler/canceled');
    const [put] = api.callsTo('PUT', `${appointmentsPath}/${ID}`);
    expect(put?.body).toEqual({ status: 'CANCELED', confirmCode: CODE });
  });

  it('offers a plain Cancel for a follow-up, which cancels only itself', async () => {
    lookup = () => jsonResponse(details({ isFollowup: true, followupAppointment: null }));
    renderRoutes(routes, CANCEL_URL);
    expect(await screen.findByRole('button', { name: 'Cancel Appointment' }, PAGE_TIMEOUT)).toBeVisible();
    expect(screen.queryByText(/also cancels your 2nd appointment/)).not.toBeInTheDocument();
  });

  it('shows the §8 message when the cancel fails', async () => {
    cancel = () => failure(409);
    renderRoutes(routes, CANCEL_URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Both Appointments' }, PAGE_TIMEOUT));
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment has already been canceled.');
  });

  it('answers an unknown id or a wrong code with one plain message', async () => {
    lookup = () => failure(404);
    renderRoutes(routes, CANCEL_URL);
    expect(await h1("We couldn't find this appointment")).toBeVisible();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('does not even ask about a link that cannot be an appointment', async () => {
    renderRoutes(routes, '/health-services/scheduler/cancel/abc/def');
    expect(await h1("We couldn't find this appointment")).toBeVisible();
    expect(api.callsTo('GET', appointmentsPath)).toEqual([]);
  });

  it('tells apart an appointment already canceled and too many attempts', async () => {
    lookup = () => jsonResponse(details({ status: 'CANCELED' }));
    const first = renderRoutes(routes, CANCEL_URL);
    expect(await h1('This appointment has already been canceled.')).toBeVisible();
    first.unmount();

    lookup = () => failure(429);
    renderRoutes(routes, CANCEL_URL);
    expect(await h1('Too many attempts')).toBeVisible();
  });
});

describe('canceled page', { timeout: 15_000 }, () => {
  it('links back to the dietitian scheduler after a dietitian visit', async () => {
    schedulerStore.update({ flow: 'DIETITIAN' });
    renderRoutes(routes, '/health-services/scheduler/canceled');
    expect(await h1('Your appointment has been canceled!')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Schedule Another Appointment' })).toHaveAttribute(
        'href',
        '/health-services/scheduler/prescreen/1?type=Telenutrition&external=true',
      ),
    );
  });
});
