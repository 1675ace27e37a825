import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstAppointment, followupAppointment } from '@/features/confirmation/test/confirmation-fixtures';
import { createTestQueryClient } from '@/test/render-route';
import { CancelDialog } from './cancel-dialog';

const cancelled = (ids: string[]) =>
  new Response(JSON.stringify({ data: { data: { id: ids[0], status: 'CANCELED', canceled: ids } } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const failure = (status: number) =>
  new Response(JSON.stringify({ errors: [{ status, code: 'X', message: 'no' }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(withFollowup: boolean) {
  const onCanceled = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CancelDialog
        open
        onClose={vi.fn()}
        appointment={firstAppointment}
        followup={withFollowup ? followupAppointment : undefined}
        flow="EVERYDAY_VACCINE"
        onCanceled={onCanceled}
      />
    </QueryClientProvider>,
  );
  return { onCanceled };
}

/** The cancel requests sent, without the analytics events a failure also sends. */
const cancelCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/appointment-management/v2/appointments/'));

describe('cancel dialog', () => {
  it('preselects and locks the only appointment', async () => {
    fetchMock.mockResolvedValue(cancelled([firstAppointment.id]));
    const { onCanceled } = renderDialog(false);
    const only = screen.getByRole('radio', { name: /1st appointment/ });
    expect(only).toBeChecked();
    expect(only).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalledWith([firstAppointment.id]));
    const [url, init] = cancelCalls()[0]!;
    expect(String(url)).toContain(`/appointment-management/v2/appointments/${firstAppointment.id}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ status: 'CANCELED', confirmCode: firstAppointment.confirmCode });
  });

  it('asks for a choice when there is a follow-up and none is made', async () => {
    renderDialog(true);
    expect(screen.getByRole('radio', { name: /1st appointment/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /2nd appointment/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText('Please select an appointment to continue cancellation.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /1st appointment/ })).toHaveFocus();
    expect(cancelCalls()).toHaveLength(0);
  });

  it('says that cancelling the 1st cancels all, and sends the 2nd alone when chosen', async () => {
    fetchMock.mockResolvedValue(cancelled([followupAppointment.id]));
    const { onCanceled } = renderDialog(true);
    expect(screen.getByText('Canceling your 1st appointment also cancels your 2nd appointment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /1st appointment/ }));
    expect(screen.getByRole('button', { name: 'Cancel All Appointments' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /2nd appointment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalled());
    const [url, init] = cancelCalls()[0]!;
    expect(String(url)).toContain(followupAppointment.id);
    expect(JSON.parse(init.body).confirmCode).toBe(followupAppointment.confirmCode);
  });

  it('shows the §8 messages: 409 already canceled, anything else could not cancel', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/analytics/') ? new Response('{"data":{"accepted":1}}') : failure(409),
    );
    renderDialog(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment has already been canceled.');

    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/analytics/') ? new Response('{"data":{"accepted":1}}') : failure(500),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not cancel this appointment.');
  });

  it('never sends the appointment id to analytics', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/analytics/') ? new Response('{"data":{"accepted":1}}') : failure(503),
    );
    renderDialog(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await screen.findByRole('alert');
    const analytics = fetchMock.mock.calls.filter(([url]) => String(url).includes('/analytics/'));
    expect(analytics.length).toBeGreaterThan(0);
    for (const [, init] of analytics) {
      expect(init.body).not.toContain(firstAppointment.id);
      expect(init.body).not.toContain(firstAppointment.confirmCode);
    }
  });
});
