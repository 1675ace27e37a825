import type { ProviderAvailability, Timeslot } from '@hs/contracts';

/** How many other times a booking link whose time is gone offers instead. */
export const NEAREST_TIMES = 3;

/** What became of the time a booking link of the open availability feed named (decision 059). */
export type LinkedSlot =
  /** The clinic's times have not arrived yet, or the visit did not come from a booking link. */
  | { kind: 'none' }
  /** The time is free: it is chosen. */
  | { kind: 'found'; slot: Timeslot }
  /** The time was taken meanwhile: the clinic's free times nearest to it, in time order as the calendar has them. */
  | { kind: 'gone'; nearest: Timeslot[] };

/**
 * The linked time in the fixed clinic's answer, or the free times nearest to it: a slot is the same instant
 * whatever offset it is written with.
 */
export function linkedSlotIn(
  results: readonly ProviderAvailability[] | undefined,
  link: { clinic?: string; slot?: string },
): LinkedSlot {
  if (!results || !link.clinic || !link.slot) return { kind: 'none' };
  const wanted = Date.parse(link.slot);
  const entry = results.find((result) => result.provider.providerId === link.clinic);
  if (!entry || Number.isNaN(wanted)) return { kind: 'none' };
  const free = entry.services.flatMap((service) => service.availability.flatMap((day) => day.timeslots));
  const slot = free.find((candidate) => Date.parse(candidate.value) === wanted);
  if (slot) return { kind: 'found', slot };
  const at = (candidate: Timeslot) => Date.parse(candidate.value);
  const distance = (candidate: Timeslot) => Math.abs(at(candidate) - wanted);
  const nearest = [...free].sort((a, b) => distance(a) - distance(b)).slice(0, NEAREST_TIMES);
  return { kind: 'gone', nearest: nearest.sort((a, b) => at(a) - at(b)) };
}
