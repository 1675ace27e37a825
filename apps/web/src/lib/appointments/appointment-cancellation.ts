import { type AnalyticsAlert, type AnalyticsFlow, appointmentPath } from '@hs/contracts';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { apiSend, isApiRequestError } from '@/lib/api/api-client';

/** §8 cancel errors. */
export const CANCEL_MESSAGES = {
  alreadyCanceled: 'This appointment has already been canceled.',
  failed: 'Could not cancel this appointment.',
  selectionRequired: 'Please select an appointment to continue cancellation.',
} as const;

/** §2 cancel dialog: its title, choices and buttons. */
export const CANCEL_DIALOG_TEXTS = {
  title: 'Cancel Appointment',
  legend: 'Which appointment do you want to cancel?',
  first: '1st appointment',
  second: '2nd appointment',
  onlyAppointmentHint: 'This is your only appointment.',
  firstCancelsAll: 'Canceling your 1st appointment also cancels your 2nd appointment.',
  secondOnly: 'Cancels only your 2nd appointment. Your 1st appointment stays booked.',
  confirm: 'Cancel Appointment',
  confirmAll: 'Cancel All Appointments',
  keep: 'Keep Appointment',
  canceling: 'Canceling your appointment',
} as const;

export interface CancelTarget {
  id: string;
  confirmCode: string;
}

/**
 * §4 Cancel: the appointment is set to CANCELED with its confirmCode. The server cancels a first
 * appointment's follow-up with it; the answer lists every id it canceled.
 */
export async function cancelAppointment(target: CancelTarget): Promise<string[]> {
  const response = await apiSend(
    'PUT',
    appointmentPath,
    { status: 'CANCELED', confirmCode: target.confirmCode },
    { params: { id: target.id } },
  );
  return response.data.data.canceled;
}

/** The §8 message for a failed cancel: 409 means someone (or an earlier click) canceled it already. */
export function cancelErrorMessage(error: unknown): string {
  return isApiRequestError(error) && error.status === 409 ? CANCEL_MESSAGES.alreadyCanceled : CANCEL_MESSAGES.failed;
}

/** The display-alert name of the message cancelErrorMessage gives. */
export function cancelAlertName(error: unknown): AnalyticsAlert {
  return isApiRequestError(error) && error.status === 409 ? 'cancel-already-canceled' : 'cancel-failed';
}

/**
 * Reports a failed cancel to analytics (the alert showing it reports itself). The endpoint is the path pattern: the real path holds the
 * appointment id, which is a secret that must not leave the page.
 */
export function reportCancelFailure(error: unknown, flow: AnalyticsFlow | undefined): void {
  const status = isApiRequestError(error) ? error.status : -1;
  if (status === 409) return;
  reportCustomerFacingError({ flow, description: 'CANCEL_FAILED', endpoint: appointmentPath, code: status });
}
