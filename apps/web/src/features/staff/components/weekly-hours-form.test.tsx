import { staffPaths } from '@hs/contracts/staff-identity';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyHours } from '@/features/staff/api/hours-queries';
import { StaffApiProvider } from '@/features/staff/api/staff-api';
import { jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { WeeklyHoursForm } from './weekly-hours-form';

const day = { opens: '08:00', closes: '17:00', breaks: [{ start: '12:00', end: '12:30' }] };
const HOURS: WeeklyHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: { opens: '09:00', closes: '13:00', breaks: [] },
  sunday: null,
};
const applied = (affectedVisits = 0) =>
  jsonResponse({ data: { status: 'applied', affectedVisits, canceledVisits: 0, id: null } });
const refused = (status: number, error: object) => jsonResponse({ errors: [{ status, ...error }] }, status);

function render(onDone = vi.fn()) {
  renderRoutes(
    [
      {
        element: (
          <StaffApiProvider>
            <Outlet />
          </StaffApiProvider>
        ),
        children: [
          { path: '/staff/hours', element: <WeeklyHoursForm clinicId="CLN001" hours={HOURS} onDone={onDone} /> },
        ],
      },
    ],
    '/staff/hours',
  );
  return onDone;
}

const dayGroup = (name: string) => screen.getByRole('group', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the weekly hours' }));

describe('the weekly hours form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every weekday as the form says, a closed day as null', async () => {
    const api = fakeApi({ [`PUT ${staffPaths.weeklyHours}`]: () => applied() });
    const onDone = render();
    fireEvent.click(within(dayGroup('Monday')).getByLabelText('Closed all day'));
    const sunday = dayGroup('Sunday');
    fireEvent.click(within(sunday).getByLabelText('Closed all day'));
    fireEvent.change(within(sunday).getByLabelText('Opens'), { target: { value: '10:00' } });
    fireEvent.change(within(sunday).getByLabelText('Closes'), { target: { value: '14:00' } });
    fireEvent.click(within(sunday).getByRole('button', { name: /^Add a break/ }));
    fireEvent.change(within(sunday).getByLabelText('Break 1 from'), { target: { value: '12:00' } });
    fireEvent.change(within(sunday).getByLabelText('To'), { target: { value: '12:15' } });
    fireEvent.click(within(dayGroup('Tuesday')).getByRole('button', { name: /^Remove break 1/ }));
    save();

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('The weekly hours are changed.'));
    const [call] = api.callsTo('PUT', '/staff-api/v1/clinics/CLN001/weekly-hours');
    expect(call?.body).toEqual({
      hours: {
        ...HOURS,
        monday: null,
        tuesday: { ...day, breaks: [] },
        sunday: { opens: '10:00', closes: '14:00', breaks: [{ start: '12:00', end: '12:15' }] },
      },
    });
  });

  it('asks for missing and off-quarter times before sending anything', async () => {
    const api = fakeApi({ [`PUT ${staffPaths.weeklyHours}`]: () => applied() });
    render();
    const monday = dayGroup('Monday');
    fireEvent.change(within(monday).getByLabelText('Opens'), { target: { value: '' } });
    fireEvent.change(within(monday).getByLabelText('Closes'), { target: { value: '17:10' } });
    save();

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Monday: Enter when the clinic opens on Monday.' }),
    ).toHaveAttribute('href', '#hours-monday-opens');
    expect(within(monday).getByLabelText('Closes')).toHaveAccessibleDescription(/quarter hour/);
    expect(api.callsTo('PUT', '/staff-api')).toHaveLength(0);
  });

  it('shows a refusal naming a field at that field', async () => {
    fakeApi({
      [`PUT ${staffPaths.weeklyHours}`]: () =>
        refused(422, {
          code: 'INVALID_HOURS',
          field: 'hours.friday.breaks.0',
          message: 'hours.friday.breaks.0: the break 12:00–12:30 is not inside the opening hours 12:30–17:00',
        }),
    });
    const onDone = render();
    save();
    const friday = dayGroup('Friday');
    await vi.waitFor(() =>
      expect(within(friday).getByLabelText('Break 1 from')).toHaveAccessibleDescription(
        /The break 12:00–12:30 is not inside the opening hours/,
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks what happens to the booked visits the new hours touch, and sends the answer', async () => {
    let calls = 0;
    const api = fakeApi({
      [`PUT ${staffPaths.weeklyHours}`]: () =>
        ++calls === 1
          ? refused(409, {
              code: 'BOOKINGS_IN_THE_WAY',
              message: 'This change touches 2 booked visits.',
              meta: { affectedVisits: 2 },
            })
          : applied(2),
    });
    const onDone = render();
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Change the weekly hours' });
    expect(dialog).toHaveTextContent('This change touches 2 booked visits.');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Keep the booked visits/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the change' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('The weekly hours are changed. 2 booked visits kept.'));
    const puts = api.callsTo('PUT', '/staff-api/v1/clinics/CLN001/weekly-hours');
    expect(puts.map((call) => (call.body as { bookings?: string }).bookings)).toEqual([undefined, 'keep']);
  });
});
