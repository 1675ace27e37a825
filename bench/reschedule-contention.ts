import { bookingRequest, type Slot } from '../apps/api/src/production/bookings.js';

export interface RescheduleFigures {
  attempts: number;
  moved: number;
  conflicts: number;
  otherStatuses: Record<number, number>;
  seconds: number;
  reschedulesPerSecond: number;
  requestsPerSecond: number;
}

interface Booked {
  id: string;
  confirmCode: string;
}

/** Runs `jobs` through `concurrency` workers and collects their HTTP statuses. */
async function pooled(jobs: (() => Promise<number>)[], concurrency: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) statuses.push(await jobs[next++]!());
    }),
  );
  return statuses;
}

/**
 * Moves booked appointments under contention: `perTarget` appointments (each its own patient, booked first on
 * seats of their own) ask at once for each one-seat target slot, `concurrency` requests in flight. Each move is
 * one transaction that claims the new seat and gives back the old one; exactly one per target can win.
 */
export async function rescheduleContention(
  baseUrl: string,
  slots: Slot[],
  options: { perTarget: number; concurrency: number; firstPatient: number },
): Promise<RescheduleFigures> {
  const targetCount = Math.floor(slots.length / (options.perTarget + 1));
  const originals = slots.slice(0, targetCount * options.perTarget);
  const targets = slots.slice(originals.length, originals.length + targetCount);
  const run = 'Move';
  const booked: Booked[] = [];
  await pooled(
    originals.map((slot, index) => async () => {
      const response = await fetch(`${baseUrl}/appointment-management/v2/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingRequest(slot, options.firstPatient + index, run)),
      });
      const body = (await response.json()) as { data?: { appointments?: Booked[] } };
      const appointment = body.data?.appointments?.[0];
      if (appointment) booked.push(appointment);
      return response.status;
    }),
    options.concurrency,
  );

  const moves = booked.map((appointment, index) => {
    const target = targets[index % targets.length]!;
    return async () => {
      const response = await fetch(
        `${baseUrl}/appointment-management/v2/appointments/${encodeURIComponent(appointment.id)}/reschedule`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            confirmCode: appointment.confirmCode,
            dateTime: target.timestamp,
            locationNumber: target.providerId,
          }),
        },
      );
      await response.arrayBuffer();
      return response.status;
    };
  });
  const started = performance.now();
  const statuses = await pooled(moves, options.concurrency);
  const seconds = (performance.now() - started) / 1000;
  const otherStatuses: Record<number, number> = {};
  for (const s of statuses) if (s !== 200 && s !== 409) otherStatuses[s] = (otherStatuses[s] ?? 0) + 1;
  const moved = statuses.filter((s) => s === 200).length;
  return {
    attempts: statuses.length,
    moved,
    conflicts: statuses.filter((s) => s === 409).length,
    otherStatuses,
    seconds,
    reschedulesPerSecond: moved / seconds,
    requestsPerSecond: statuses.length / seconds,
  };
}
