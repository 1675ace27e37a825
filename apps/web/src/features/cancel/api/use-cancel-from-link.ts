import { useMutation } from '@tanstack/react-query';
import { type CancelTarget, cancelAppointment } from '@/lib/appointments/appointment-cancellation';

/** The cancel call of the direct cancel page; never retried, so one click is one request. */
export function useCancelFromLink() {
  return useMutation({ mutationFn: (target: CancelTarget) => cancelAppointment(target) });
}
