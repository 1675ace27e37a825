import { staffPaths } from '@hs/contracts/staff-identity';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffApiProvider } from '@/features/staff/api/staff-api';
import { PHONED_BASIC_INFO } from '@/features/staff/test/phoned-patient-fixture';
import { STAFF_CLINIC } from '@/features/staff/test/staff-clinic-fixture';
import { errorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { BookVisitPage } from './book-visit-page';

const TIMES = ['2026-03-04T09:15:00-05:00', '2026-03-04T09:30:00-05:00'];
const HOLD = {
  reservationCode: 'held-0000000000000001',
  expiresAt: '2026-03-04T14:50:00.000Z',
  providerId: STAFF_CLINIC.id,
  timestamp: '2026-03-04T14:30:00.000Z',
  timezone: STAFF_CLINIC.timeZone,
  serviceId: 101,
};

function render() {
  renderRoutes(
    [
      {
        element: (
          <StaffApiProvider>
            <Outlet />
          </StaffApiProvider>
        ),
        children: [{ path: '/staff/clinics/:clinicId/book', element: <BookVisitPage /> }],
      },
    ],
    { pathname: '/staff/clinics/CLN001/book', search: '?date=2026-03-04', state: { clinic: STAFF_CLINIC } },
  );
}

function api() {
  let holds = 0;
  return fakeApi({
    [`GET ${staffPaths.clinicServices}`]: () =>
      jsonResponse({ data: { services: [{ id: 101, name: 'Flu Vaccine' }] } }),
    [`GET ${staffPaths.openTimes}`]: (url) =>
      jsonResponse({
        data: {
          date: url.searchParams.get('date'),
          timeZone: STAFF_CLINIC.timeZone,
          times: TIMES,
          nextAvailable: null,
        },
      }),
    [`POST ${staffPaths.holds}`]: () =>
      ++holds === 1 ? errorResponse(409, 'SLOT_TAKEN', 'Taken.') : jsonResponse({ data: { hold: HOLD } }, 201),
    [`DELETE ${staffPaths.hold}`]: noContent,
    [`POST ${staffPaths.bookings}`]: (_url, body) =>
      jsonResponse(
        {
          data: {
            visit: {
              id: 'appt-1',
              startsAt: HOLD.timestamp,
              durationMinutes: 15,
              services: ['Flu Vaccine'],
              serviceIds: [101],
              status: 'BOOKED',
              attendance: null,
              cancelReason: null,
              patient: (body as { basicInfo: { firstName: string; lastName: string } }).basicInfo,
              language: null,
              prescreen: [],
            },
            confirmCode: '7KQ49XM2PD',
            notified: { email: true, sms: false },
          },
        },
        201,
      ),
  });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('booking a visit for a patient on the phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T13:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds a free time on the clinic’s clock, takes the details, books, and says how the patient is told', async () => {
    const calls = api();
    render();
    await screen.findByRole('option', { name: 'Flu Vaccine' });
    fill('Service', '101');
    const times = await screen.findByRole('group', { name: /^Free times on Wednesday, March 4, 2026/ });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['9:15 AM', '9:30 AM']);

    fireEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(await screen.findByRole('link', { name: 'Please select an appointment time to continue.' })).toBeVisible();
    fireEvent.click(within(times).getByLabelText('9:15 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(
      await screen.findByText('Unfortunately, the time selected was just booked. Please select a new time.'),
    ).toBeVisible();
    expect(calls.callsTo('POST', '/staff-api/v1/clinics/CLN001/holds')[0]?.body).toEqual({
      serviceId: 101,
      reservationTime: '2026-03-04 09:15:00',
    });

    fireEvent.click(within(times).getByLabelText('9:30 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Hold this time' }));
    const details = await screen.findByRole('heading', { name: '2 of 3: The patient’s details' });
    expect(details).toHaveFocus();
    expect(screen.getByText(/It is kept for this call until 9:50 AM ET/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: "Patient's Legal First Name is a required field." })).toBeVisible();
    fill('First name', 'Ottoline');
    fill('Last name', 'Brightwater');
    fill('Date of birth', '11/23/1951');
    fill('Phone number', '804 555 0173');
    fireEvent.click(screen.getByLabelText('No'));
    fill('Email address', 'ottoline@example.org');
    fill('Street address', '14 Grace Street');
    fill('City', 'Richmond');
    fill('State', 'VA');
    fill('ZIP code', '23219');
    fill('County', 'Richmond City');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: '3 of 3: Check and book' })).toHaveFocus();
    expect(screen.getByText(/The confirmation goes to ottoline@example.org\. No text message/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Book the visit' }));

    expect(await screen.findByRole('heading', { name: 'Booked' })).toHaveFocus();
    expect(screen.getByText('Ottoline Brightwater is booked.')).toBeVisible();
    expect(screen.getByText('7KQ4-9XM2-PD')).toBeVisible();
    expect(screen.getByText('They are told by email, with the clinic’s usual confirmation.')).toBeVisible();
    expect(calls.callsTo('POST', '/staff-api/v1/clinics/CLN001/bookings')[0]?.body).toEqual({
      serviceIds: [101],
      dateTime: HOLD.timestamp,
      reservationCode: HOLD.reservationCode,
      basicInfo: PHONED_BASIC_INFO,
      consentDetails: { smsConsent: 'No' },
    });
    // The hold became the visit: nothing is given back.
    expect(calls.callsTo('DELETE', '/staff-api/v1/clinics/CLN001/holds')).toHaveLength(0);
  });
});
