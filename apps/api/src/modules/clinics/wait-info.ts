import { WAIT_MINUTES_DEFAULT } from '@hs/domain';

export const NO_WAIT = 'No Wait';
/** A clinic that reports no wait time keeps §9's 99999 placeholder, which must never read as a real wait. */
export const WAIT_UNAVAILABLE = 'Wait time not currently available';

/** §3: 'No Wait' for 0, otherwise hours and minutes, e.g. '1 hr 5 min', '2 hr' or '25 min'. */
export function waitDescription(waitMinutes: number | null | undefined): string {
  if (waitMinutes === null || waitMinutes === undefined || waitMinutes < 0 || waitMinutes >= WAIT_MINUTES_DEFAULT) {
    return WAIT_UNAVAILABLE;
  }
  if (waitMinutes === 0) return NO_WAIT;
  const hours = Math.floor(waitMinutes / 60);
  const minutes = waitMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} min`;
}

export function waitInfo(waitMinutes: number | null, clinicAvailable: boolean) {
  return {
    description: waitDescription(waitMinutes),
    clinicAvailable,
    waitMinutes: waitMinutes ?? WAIT_MINUTES_DEFAULT,
  };
}
