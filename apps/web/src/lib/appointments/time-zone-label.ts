import { DEFAULT_TIME_ZONE, isKnownZone } from '@hs/domain';

// The labels are the domain's, so the pages and the e-mails write a zone alike.
export { isKnownZone, timeZoneLabel } from '@hs/domain';

/**
 * Has the browser load its date-formatting data in a task of its own, right after a page that shows times
 * mounts, rather than in the middle of rendering the times once the page's data arrives: a page's first
 * Intl.DateTimeFormat, whatever its options, costs about 25 ms on a mid-range phone (0.1 s at Lighthouse's
 * 4× CPU). An idle callback came too late: the patient form's content often arrives before the browser idles.
 */
export function prepareZoneFormatting(): void {
  setTimeout(() => isKnownZone(DEFAULT_TIME_ZONE), 0);
}
