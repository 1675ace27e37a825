import { analyticsEventsPath, appointmentPath, appointmentsPath } from '@hs/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelDialog } from '@/components/cancel-dialog/cancel-dialog';
import { firstAppointment, followupAppointment } from '@/features/confirmation/test/confirmation-fixtures';
import { canceledResponse, errorResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render-route';

const CANCEL = `PUT ${appointmentPath}`;
const cancelled = (ids: string[]) => () => canceledResponse(ids);
const failure = (status: number) => () => errorResponse(status, 'X', 'no');

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
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
const cancelCalls = () => api.callsTo('PUT', appointmentsPath);

describe('cancel dialog', () => {
  it('preselects and locks the only appointment', async () => {
    api.answer({ [CANCEL]: cancelled([firstAppointment.id]) });
    const { onCanceled } = renderDialog(false);
    const only = screen.getByRole('radio', { name: /1st appointment/ });
    expect(only).toBeChecked();
    expect(only).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalledWith([firstAppointment.id]));
    const [call] = cancelCalls();
    expect(call?.url.pathname).toBe(`${appointmentsPath}/${firstAppointment.id}`);
    expect(call?.body).toEqual({ status: 'CANCELED', confirmCode: firstAppointment.confirmCode });
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
    api.answer({ [CANCEL]: cancelled([followupAppointment.id]) });
    const { onCanceled } = renderDialog(true);
    expect(screen.getByText('Canceling your 1st appointment also cancels your 2nd appointment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /1st appointment/ }));
    expect(screen.getByRole('button', { name: 'Cancel All Appointments' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /2nd appointment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalled());
    const [call] = cancelCalls();
    expect(call?.url.pathname).toBe(`${appointmentsPath}/${followupAppointment.id}`);
    expect(call?.body).toMatchObject({ confirmCode: followupAppointment.confirmCode });
  });

  it('shows the §8 messages: 409 already canceled, anything else could not cancel', async () => {
    api.answer({ [CANCEL]: failure(409) });
    renderDialog(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment has already been canceled.');

    api.answer({ [CANCEL]: failure(500) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not cancel this appointment.');
  });

  it('never sends the appointment id to analytics', async () => {
    api.answer({ [CANCEL]: failure(503) });
    renderDialog(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await screen.findByRole('alert');
    const analytics = api.callsTo('POST', analyticsEventsPath);
    expect(analytics.length).toBeGreaterThan(0);
    for (const { body } of analytics) {
      expect(JSON.stringify(body)).not.toContain(firstAppointment.id);
      expect(JSON.stringify(body)).not.toContain(firstAppointment.confirmCode);
    }
  });
});
