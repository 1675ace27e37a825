import { useMutation } from '@tanstack/react-query';
import { type CancelTarget, cancelAppointment } from '@/lib/appointments/appointment-cancellation';

/** The cancel call of the dialog; never retried (mutations are not), so one click is one request. */
export function useCancelAppointment() {
  return useMutation({ mutationFn: (target: CancelTarget) => cancelAppointment(target) });
}
