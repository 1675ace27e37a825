import { useMutation } from '@tanstack/react-query';
import { type CancelTarget, cancelAppointment } from './appointment-cancellation';

/**
 * The cancel call, of the confirmation's dialog and of the direct cancel link alike; never retried (mutations
 * are not), so one click is one request.
 */
export function useCancelAppointment() {
  return useMutation({ mutationFn: (target: CancelTarget) => cancelAppointment(target) });
}
