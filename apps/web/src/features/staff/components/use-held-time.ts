import { useEffect, useRef, useState } from 'react';
import { type Hold, useHoldTime, useReleaseHold } from '@/features/staff/api/booking-queries';
import { holdTimeOf, type OpenTime, TIME_JUST_BOOKED } from '@/features/staff/model/open-time-labels';
import { requestProblem } from '@/features/staff/model/request-problem';
import { isApiRequestError } from '@/lib/api/api-client';

/**
 * The time held for the patient on the phone, as the public site holds a visitor's: choosing again gives the
 * held time back first, so it is offered again, and leaving the page gives back a hold that did not become a
 * visit. A hold the server could not give back lapses on its own.
 */
export function useHeldTime(clinicId: string, timeZone: string) {
  const holding = useHoldTime(clinicId);
  const release = useReleaseHold(clinicId);
  const [held, setHeld] = useState<Hold | null>(null);
  const current = useRef<Hold | null>(null);
  const releaseLater = useRef(release);
  releaseLater.current = release;

  useEffect(
    () => () => {
      if (current.current) releaseLater.current(current.current.reservationCode);
    },
    [],
  );

  const giveBack = () => {
    if (current.current) release(current.current.reservationCode);
    current.current = null;
    setHeld(null);
  };

  return {
    held,
    pending: holding.isPending,
    /** Why the last hold failed: a seat just taken has the spec's own words (§8). */
    problem: holding.isError
      ? isApiRequestError(holding.error) && holding.error.status === 409
        ? TIME_JUST_BOOKED
        : requestProblem(holding.error, 'The time could not be held.')
      : null,
    hold(serviceId: number, time: OpenTime, onHeld: () => void) {
      holding.mutate(
        { serviceId, reservationTime: holdTimeOf(time, timeZone) },
        {
          onSuccess: ({ data }) => {
            current.current = data.hold;
            setHeld(data.hold);
            onHeld();
          },
        },
      );
    },
    /** Another time is to be chosen: the held one is offered again. */
    giveBack,
    /** The hold became the visit: nothing is left to give back. */
    used() {
      current.current = null;
    },
  };
}
