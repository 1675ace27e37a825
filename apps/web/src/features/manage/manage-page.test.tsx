import { appointmentLookupPath, physicalResultsPath, servicesPath, timeslotsPath } from '@hs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { managedAppointmentFixture } from '@/features/manage/test/managed-appointment-fixture';
import { errorResponse, jsonResponse, servicesResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse, dayFixture } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';
import { renderRoutes } from '@/test/render-route';

const PAGE_TIMEOUT = { timeout: 12_000 };
const MISMATCH =
  'We could not find an appointment with those details. Please check the confirmation code, last name and date of birth.';

const found = { data: { appointment: managedAppointmentFixture() } };

let lookup: () => Response;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  lookup = () => jsonResponse(found);
  api = fakeApi({
    [`POST ${appointmentLookupPath}`]: () => lookup(),
    [`GET ${servicesPath}`]: () => servicesResponse([]),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(code = '7kq4 9xm2-pd') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Confirmation Code', {}, PAGE_TIMEOUT), code);
  await user.type(screen.getByLabelText("Patient's Last Name"), 'Quillfeather');
  await user.type(screen.getByLabelText('Date of Birth'), '07/19/1984');
  await user.click(screen.getByRole('button', { name: 'Find Appointment' }));
}

describe('manage page', { timeout: 30_000 }, () => {
  it('sends the details in a POST body and shows what, when, where and status', async () => {
    renderRoutes(routes, '/health-services/scheduler/manage');
    await fillAndSubmit();
    const details = await screen.findByRole('region', { name: 'Your Appointment' });
    expect(details).toHaveTextContent('Shingles Vaccine Dose 1');
    expect(details).toHaveTextContent(/2:00 PM ET/);
    expect(details).toHaveTextContent('100 Main St, Cincinnati, OH 45202');
    expect(details).toHaveTextContent('Booked');
    const [call] = api.callsTo('POST', appointmentLookupPath);
    expect(call?.url.search).toBe('');
    expect(call?.body).toEqual({ confirmCode: '7kq4 9xm2-pd', lastName: 'Quillfeather', dateOfBirth: '1984-07-19' });
    expect(within(details).queryByText('Quillfeather')).toBeNull();
    for (const name of ['Reschedule', 'Cancel Appointment', 'Add to Calendar']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('announces the one mismatch message and the wait past the limit', async () => {
    lookup = () => errorResponse(404, 'NOT_FOUND', MISMATCH);
    renderRoutes(routes, '/health-services/scheduler/manage');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    lookup = () => errorResponse(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again in 15 minutes.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find Appointment' }));
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeVisible();
  });

  it('names the missing fields before sending anything', async () => {
    renderRoutes(routes, '/health-services/scheduler/manage');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Find Appointment' }, PAGE_TIMEOUT));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    expect(api.callsTo('POST', appointmentLookupPath)).toHaveLength(0);
  });

  it('reports each broken rule by name, and a form left half-filled as an abandonment (§7)', async () => {
    renderRoutes(routes, '/health-services/scheduler/manage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Find Appointment' }, PAGE_TIMEOUT));
    await waitFor(() => expect(api.eventsNamed('user-constraint-error')).toHaveLength(3));
    await user.type(screen.getByLabelText('Confirmation Code'), 'not a code');
    await user.type(screen.getByLabelText("Patient's Last Name"), 'Quillfeather');
    await user.type(screen.getByLabelText('Date of Birth'), '13/45/1984');
    await user.click(screen.getByRole('button', { name: 'Find Appointment' }));
    await waitFor(() => expect(api.eventsNamed('user-constraint-error')).toHaveLength(5));
    expect(api.eventsNamed('user-constraint-error').map(({ data }) => [data.form, data.fieldName, data.rule])).toEqual([
      ['manage', 'confirmCode', 'required'],
      ['manage', 'lastName', 'required'],
      ['manage', 'dateOfBirth', 'required'],
      ['manage', 'confirmCode', 'pattern'],
      ['manage', 'dateOfBirth', 'dateInvalid'],
    ]);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(api.eventsNamed('form-field-abandonment')).toHaveLength(1));
    expect(api.eventsNamed('form-field-abandonment')[0]?.data).toMatchObject({
      form: 'manage',
      fieldName: 'dateOfBirth',
    });
    expect(JSON.stringify(api.calls.map((call) => call.body))).not.toMatch(/Quillfeather|not a code|1984/);
  });

  it.each(['not a code', '7KQ4-9XM2-P', '7KQ4-9XM2-PDX'])(
    'says what a code looks like, and asks the server nothing (no attempt spent), for %j',
    async (code) => {
      renderRoutes(routes, '/health-services/scheduler/manage');
      await fillAndSubmit(code);
      expect(
        await screen.findByText(
          'A confirmation code has 10 letters and numbers, like 7KQ4-9XM2-PD. Please check it and try again.',
        ),
      ).toBeVisible();
      expect(screen.getByLabelText('Confirmation Code')).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST', appointmentLookupPath)).toHaveLength(0);
    },
  );

  it('offers the clinic as a choice, its own first, and shows the times of the clinic picked', async () => {
    const days = [dayFixture('2026-11-24', 4, [105])];
    const own = providerFixture('01400489', { vanityName: 'The Local Clinic at Harvest Market', services: [105] });
    const other = providerFixture('01400490', { vanityName: 'The Local Clinic at Riverside', services: [105] });
    const without = providerFixture('01400491', { vanityName: 'The Local Clinic at Hillcrest', services: [29] });
    api.answer({
      [`GET ${physicalResultsPath}`]: () =>
        jsonResponse(
          availabilityResponse([
            availabilityFixture(own, days),
            availabilityFixture(other, days),
            availabilityFixture(without, [], 'SERVICE_UNAVAILABLE'),
          ]),
        ),
      [`GET ${timeslotsPath}`]: (url) =>
        jsonResponse(availabilityResponse([availabilityFixture(url.search.includes('01400490') ? other : own, days)])),
    });
    renderRoutes(routes, '/health-services/scheduler/manage');
    await fillAndSubmit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const clinic = await screen.findByRole('combobox', { name: /^Clinic/ });
    expect(clinic).toHaveValue('01400489');
    await screen.findByRole('option', { name: /Riverside/ });
    expect(
      within(clinic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Harvest Market (current clinic)', 'Riverside (1.2 miles)']);
    expect(api.callsTo('GET', physicalResultsPath)[0]?.url.searchParams.get('filter.freeFormAddress')).toBe('45202');

    await user.selectOptions(clinic, '01400490');
    expect(
      await screen.findByRole('group', { name: 'Appointment times at The Local Clinic at Riverside' }),
    ).toBeVisible();
    expect(api.callsTo('GET', timeslotsPath).at(-1)?.url.searchParams.get('filter.locationIds')).toBe('01400490');
  });
});
