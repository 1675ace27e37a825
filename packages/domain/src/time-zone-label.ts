import { tzOffset } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE, type TimeZoneCode } from './constants.js';

/**
 * The short US time-zone labels of §9 (ET, CT, MT, MST, PT, AKT, HT) for any IANA zone.
 *
 * A zone is recognised by its offset rules rather than its name, so every alias of a region gets the same
 * label: America/Indiana/Indianapolis and America/Kentucky/Louisville are ET, America/Boise and America/Denver
 * are MT, America/Phoenix (no daylight saving) is MST. The label is the same all year: visitors read "ET"
 * rather than having to know whether "EST" or "EDT" applies on the day of the visit.
 */

/** Standard-time offset from UTC in minutes → label; mountain time splits on whether the zone observes DST. */
const LABEL_BY_STANDARD_OFFSET: Record<number, TimeZoneCode | 'MOUNTAIN'> = {
  [-300]: 'ET',
  [-360]: 'CT',
  [-420]: 'MOUNTAIN',
  [-480]: 'PT',
  [-540]: 'AKT',
  [-600]: 'HT',
};

interface OffsetRules {
  standardMinutes: number;
  observesDst: boolean;
}

/*
 * Both answers below are fixed for a zone (and year), and each costs a new Intl.DateTimeFormat, of the slowest
 * things a page can ask the browser for: a results page labels hundreds of times in a handful of zones.
 */
const knownZones = new Map<string, boolean>();
const rulesByZoneAndYear = new Map<string, OffsetRules | null>();

/** January and July straddle both DST seasons in either hemisphere; the smaller offset is standard time. */
function offsetRules(timeZone: string, year: number): OffsetRules | null {
  const key = `${timeZone} ${year}`;
  const known = rulesByZoneAndYear.get(key);
  if (known !== undefined) return known;
  const january = tzOffset(timeZone, new Date(Date.UTC(year, 0, 15, 12)));
  const july = tzOffset(timeZone, new Date(Date.UTC(year, 6, 15, 12)));
  const rules =
    Number.isFinite(january) && Number.isFinite(july)
      ? { standardMinutes: Math.min(january, july), observesDst: january !== july }
      : null;
  rulesByZoneAndYear.set(key, rules);
  return rules;
}

/** Whether the runtime (a browser, or Node) knows the IANA zone. */
export function isKnownZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The zone's own short name (e.g. "GMT+1") for places outside the US zones. */
function intlShortName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The label shown beside appointment times. `at` picks the year whose rules apply (zones have changed
 * their rules over time); an unknown or empty zone falls back to the default zone, New York (§9).
 */
export function timeZoneLabel(timeZone: string | null | undefined, at: Date = new Date()): string {
  const zone = timeZone && isKnownZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const rules = offsetRules(zone, at.getUTCFullYear());
  const label = rules ? LABEL_BY_STANDARD_OFFSET[rules.standardMinutes] : undefined;
  if (label === 'MOUNTAIN') return rules?.observesDst ? 'MT' : 'MST';
  return label ?? intlShortName(zone, at);
}
