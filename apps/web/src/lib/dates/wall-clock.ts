import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import type { IsoDate } from './us-date';

// date-fns' light formatter writes these machine formats without the full formatter's locale and token parser,
// which would come to every page that shows a time (4.5 KB compressed).

/**
 * An instant on a zone's wall clock: the provider's, where the visit happens (§9), unless the visitor chose the zone
 * to see times in (a dietitian visit is a video call from wherever the patient is).
 */
const onWallClock = (instant: string, timeZone: string) => new TZDate(instant, timeZone);

/** The zone's calendar date of an instant: 'YYYY-MM-DD'. */
export const wallClockDate = (instant: string, timeZone: string): IsoDate =>
  lightFormat(onWallClock(instant, timeZone), 'yyyy-MM-dd');

/** The zone's date and 24-hour time of an instant: 'YYYY-MM-DD HH:mm:ss', as reservations are sent (§7). */
export const wallClockDateTime = (instant: string, timeZone: string): string =>
  lightFormat(onWallClock(instant, timeZone), 'yyyy-MM-dd HH:mm:ss');
