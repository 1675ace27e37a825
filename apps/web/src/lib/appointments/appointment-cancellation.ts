import { type AnalyticsAlert, type AnalyticsFlow, appointmentPath } from '@hs/contracts';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { apiSend, isApiRequestError } from '@/lib/api/api-client';
import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/** §8 cancel errors. */
export const CANCEL_MESSAGES = messageTexts({
  alreadyCanceled: 'controls.cancel.alreadyCanceled',
  failed: 'controls.cancel.failed',
  selectionRequired: 'controls.cancel.selectionRequired',
});

/** §2 cancel dialog: its title, choices and buttons. */
export const CANCEL_DIALOG_TEXTS = messageTexts({
  title: 'controls.cancel.title',
  legend: 'controls.cancel.legend',
  first: (appointment: string) => translate('controls.cancel.first', { appointment }),
  second: (appointment: string) => translate('controls.cancel.second', { appointment }),
  onlyAppointmentHint: 'controls.cancel.onlyAppointmentHint',
  firstCancelsAll: 'controls.cancel.firstCancelsAll',
  secondOnly: 'controls.cancel.secondOnly',
  confirm: 'controls.cancel.confirm',
  confirmAll: 'controls.cancel.confirmAll',
  keep: 'controls.cancel.keep',
  canceling: 'controls.cancel.canceling',
});

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
