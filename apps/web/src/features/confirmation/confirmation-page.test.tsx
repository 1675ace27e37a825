import { appointmentPath, servicesPath } from '@hs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import {
  bookedState,
  dietitianProvider,
  followupAppointment,
} from '@/features/confirmation/test/confirmation-fixtures';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { canceledResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';

const PAGE_TIMEOUT = { timeout: 5000 };
const CONFIRMATION = '/health-services/scheduler/confirmation';

beforeEach(async () => {
  // The page clears the store one task after it unmounts; let the previous test's page finish leaving.
  await new Promise((resolve) => setTimeout(resolve, 10));
  sessionStorage.clear();
  schedulerStore.clear();
  // Content calls fail, so the bundled copies are used (AUTO); the catalog answers empty.
  fakeApi({
    [`PUT ${appointmentPath}`]: () => canceledResponse(['x']),
    [`GET ${servicesPath}`]: () => servicesResponse([]),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  schedulerStore.clear();
});

function seed(state = bookedState) {
  const { appointment, followup, provider, ...rest } = state;
  schedulerStore.setAppointment(appointment!, provider!);
  if (followup) schedulerStore.setFollowup(followup);
  schedulerStore.update(rest);
}

describe('confirmation page', { timeout: 15_000 }, () => {
  it('falls back to main when nothing was booked', async () => {
    const { routerLocation } = renderRoutes(routes, CONFIRMATION);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find an Appointment' }, PAGE_TIMEOUT)).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler');
  });

  it('shows the code, the patient, the appointments, the location and the side column', async () => {
    seed({ ...bookedState, followup: followupAppointment });
    renderRoutes(routes, CONFIRMATION);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Appointment Is Confirmed' }, PAGE_TIMEOUT),
    ).toBeVisible();
    // The heading shows while the configuration loads; the details follow it.
    expect(await screen.findByTestId('confirmation-code', {}, PAGE_TIMEOUT)).toHaveTextContent(
      'lxfB0uMtZgXXeE0A3Ze4MQ',
    );
    expect(screen.getByText('NdJZZOkl5XLP06MphmRtWw')).toBeInTheDocument();

    const patient = screen.getByRole('region', { name: 'Patient Details' });
    expect(patient).toHaveTextContent('Zephyrine Quillfeather');
    expect(patient).toHaveTextContent('(614) 555-0142');
    expect(patient).toHaveTextContent('zephyrine@example.org');
    expect(patient).toHaveTextContent('07/19/1984');

    const appointments = screen.getByRole('region', { name: 'Your Appointments' });
    expect(within(appointments).getAllByRole('listitem')).toHaveLength(2);
    expect(within(appointments).getAllByRole('button', { name: /^Add to Calendar/ })).toHaveLength(2);

    const location = screen.getByRole('region', { name: 'Location' });
    const logo = within(location).getByRole('img', { name: 'Harvest Market' });
    expect(logo).toHaveAttribute('src', '/brand-logos/harvest-market/0123456789ab.svg');
    const address = within(location).getByRole('link', { name: /5088 Cedar Ave, Cincinnati, OH 45202/ });
    expect(address).toHaveAttribute('target', '_blank');
    expect(address.getAttribute('href')).toContain(
      'https://www.google.com/maps/search/?api=1&query=5088%20Cedar%20Ave',
    );
    expect(within(location).getByRole('link', { name: '(513) 555-0122' })).toHaveAttribute('href', 'tel:+15135550122');

    const modify = screen.getByRole('region', { name: 'Modify Appointment' });
    expect(within(modify).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(modify).getByRole('link', { name: 'Schedule Another Appointment' })).toHaveAttribute(
      'href',
      '/health-services/scheduler',
    );

    expect(screen.getByRole('region', { name: 'Before You Arrive' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Download Zoom for Your Visit' })).not.toBeInTheDocument();
    const ride = screen.getByRole('region', { name: 'Need a Ride to Your Appointment?' });
    expect(
      await within(ride).findByRole('img', { name: 'QR code that opens the ride-share offer' }, PAGE_TIMEOUT),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;/));
    expect(within(ride).getByText('TLCRIDE3748')).toBeInTheDocument();
  });

  it('copies the ride-share code and confirms it for one second', async () => {
    const user = userEvent.setup();
    seed();
    renderRoutes(routes, CONFIRMATION);
    await user.click(await screen.findByRole('button', { name: 'Copy Code' }, PAGE_TIMEOUT));
    expect(await navigator.clipboard.readText()).toBe('TLCRIDE3748');
    const ride = screen.getByRole('region', { name: 'Need a Ride to Your Appointment?' });
    const status = within(ride).getByRole('status');
    expect(status).toHaveTextContent('Promo code copied');
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 1500 });
  });

  it('clears the stored appointment when the visitor leaves', async () => {
    seed();
    renderRoutes(routes, CONFIRMATION);
    await userEvent.click(await screen.findByRole('link', { name: 'Schedule Another Appointment' }, PAGE_TIMEOUT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find an Appointment' }, PAGE_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(schedulerStore.get().appointment).toBeUndefined());
    expect(schedulerStore.get().provider).toBeUndefined();
    expect(schedulerStore.get().patient).toBeUndefined();
    expect(sessionStorage.getItem('tlc.scheduler') ?? '').not.toContain('Zephyrine');
  });

  it('cancels through the dialog and goes to the canceled page', async () => {
    seed();
    const { routerLocation } = renderRoutes(routes, CONFIRMATION);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }, PAGE_TIMEOUT));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your appointment has been canceled!' }, PAGE_TIMEOUT),
    ).toBeVisible();
    expect(routerLocation().pathname).toBe('/health-services/scheduler/canceled');
    expect(screen.getByRole('link', { name: 'Schedule Another Appointment' })).toHaveAttribute(
      'href',
      '/health-services/scheduler',
    );
  });

  it('shows the dietitian, the Zoom links, and sends Schedule Another to the dietitian start', async () => {
    seed({
      ...bookedState,
      provider: dietitianProvider,
      flow: 'DIETITIAN',
      category: 'Telenutrition',
      patient: undefined,
    });
    renderRoutes(routes, CONFIRMATION);
    const dietitian = await screen.findByRole('region', { name: 'Your Dietitian' }, PAGE_TIMEOUT);
    expect(dietitian).toHaveTextContent('Amara Okafor');
    expect(dietitian).toHaveTextContent('RDN, LD');
    expect(within(dietitian).getByRole('link', { name: '1-800-555-0188' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Patient Details' })).not.toBeInTheDocument();
    const zoom = screen.getByRole('region', { name: 'Download Zoom for Your Visit' });
    for (const link of within(zoom).getAllByRole('link')) expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Schedule Another Appointment' })).toHaveAttribute(
      'href',
      '/health-services/scheduler/prescreen/1?type=Telenutrition&external=true',
    );
    expect(screen.queryByRole('region', { name: /Ride/ })).not.toBeInTheDocument();
  });
});
