import { isApiRequestError } from '@/lib/api/api-client';

/** How many booked visits a refused change touches (409 BOOKINGS_IN_THE_WAY); undefined for any other answer. */
export function bookingsInTheWay(error: unknown): number | undefined {
  if (!isApiRequestError(error) || error.status !== 409) return undefined;
  const refusal = error.errors.find((entry) => entry.code === 'BOOKINGS_IN_THE_WAY');
  return refusal?.meta?.affectedVisits;
}

export const visitCount = (count: number) => `${count} booked visit${count === 1 ? '' : 's'}`;
