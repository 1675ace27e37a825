import type { BookingResponse } from '@hs/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bookingProblemOf, isRetryable, lastStepMessageOf } from '@/features/schedule/model/booking-outcome';
import type { BookingPayload } from '@/features/schedule/model/booking-payload-types';
import { bookAppointment, newIdempotencyKey } from './book-appointment';

interface Attempt {
  key: string;
  /** The form data the payload was made from; the same data sent again is the same attempt. */
  fingerprint: string;
  payload: BookingPayload;
}

const MAX_AUTOMATIC_RETRIES = 2;

/**
 * Books once per attempt. An attempt keeps its Idempotency-Key and payload through the automatic retries of
 * a lost answer or server error, and through the visitor's own retry of unchanged data after such a failure:
 * if the first request did book, the server answers the retry with that booking. A refused booking (4xx)
 * ends the attempt, so the next submit is a new one.
 */
export function useBookAppointment(onBooked: (response: BookingResponse, payload: BookingPayload) => void) {
  const attempt = useRef<Attempt | null>(null);
  // Set at once on submit: a second click in the same tick sees it before React re-renders the button.
  const inFlight = useRef(false);
  // A payload that cannot be put together is a broken form, shown like any refused booking.
  const [unbuildable, setUnbuildable] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ payload, key }: { payload: BookingPayload; key: string }) => bookAppointment(payload, key),
    retry: (failures, error) => failures < MAX_AUTOMATIC_RETRIES && isRetryable(error),
    retryDelay: (failures) => 400 * 2 ** failures,
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
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) {
      try {
        attempt.current = { key: newIdempotencyKey(), fingerprint, payload: build() };
      } catch {
        inFlight.current = false;
        setUnbuildable(true);
        return;
      }
    }
    mutation.mutate({ payload: attempt.current.payload, key: attempt.current.key });
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
