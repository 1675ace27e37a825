import type { BookingResponse } from '@hs/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bookingProblemOf, lastStepMessageOf } from '@/features/schedule/model/booking-outcome';
import type { BookingPayload } from '@/features/schedule/model/booking-payload-types';
import { type Attempt, attemptFor, automaticRetries } from '@/lib/api/idempotent-attempt';
import { bookAppointment } from './book-appointment';

/**
 * Books once per attempt. An attempt keeps its Idempotency-Key and payload through the automatic retries of
 * a lost answer or server error, and through the visitor's own retry of unchanged data after such a failure:
 * if the first request did book, the server answers the retry with that booking. A refused booking (4xx)
 * ends the attempt, so the next submit is a new one.
 */
export function useBookAppointment(onBooked: (response: BookingResponse, payload: BookingPayload) => void) {
  // Its fingerprint is the form data the payload was made from.
  const attempt = useRef<Attempt<BookingPayload> | null>(null);
  // Set at once on submit: a second click in the same tick sees it before React re-renders the button.
  const inFlight = useRef(false);
  // A payload that cannot be put together is a broken form, shown like any refused booking.
  const [unbuildable, setUnbuildable] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ payload, key }: { payload: BookingPayload; key: string }) => bookAppointment(payload, key),
    ...automaticRetries,
    onSuccess: (response, { payload }) => {
      attempt.current = null;
      onBooked(response, payload);
    },
    onError: (error) => {
      if (bookingProblemOf(error) !== 'connection') attempt.current = null;
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const submit = (fingerprint: string, build: () => BookingPayload) => {
    // The button is disabled while pending; this also stops a second submit that slips through.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      attempt.current = attemptFor(attempt.current, fingerprint, build);
    } catch {
      inFlight.current = false;
      setUnbuildable(true);
      return;
    }
    mutation.mutate({ payload: attempt.current.request, key: attempt.current.key });
  };

  return {
    submit,
    isPending: mutation.isPending,
    problem: unbuildable ? ('confirmationError' as const) : mutation.error ? bookingProblemOf(mutation.error) : null,
    /** The last step's message for a failure that opens no modal (connection trouble, a rate limit's wait). */
    lastStepMessage: !unbuildable && mutation.error ? lastStepMessageOf(mutation.error) : null,
    reset: () => {
      setUnbuildable(false);
      mutation.reset();
    },
  };
}
