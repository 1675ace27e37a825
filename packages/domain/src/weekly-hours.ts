/**
 * A provider's opening hours as the chain keeps them: for each weekday, when it opens and closes and the breaks
 * in between (wall-clock "HH:mm" in the provider's zone), or null when closed all day. The spec's
 * Provider.operatingHours (Monday–Friday, Saturday, Sunday, one break) is derived from this for the API.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  /** "HH:mm", inclusive. */
  start: string;
  /** "HH:mm", exclusive; after `start`. */
  end: string;
}

export interface WeekdayHours {
  opens: string;
  closes: string;
  /** Inside opening hours, not overlapping, in order. */
  breaks: TimeRange[];
}

export type WeeklyHours = Record<Weekday, WeekdayHours | null>;

/**
 * A time a clinic (or, with no provider, every clinic of the chain) is closed outside its weekly hours: a
 * holiday, a part day ("closes at 2 PM on Christmas Eve"), a week of renovation. Local wall-clock times
 * ("YYYY-MM-DDTHH:mm") read in each provider's own zone, so a chain-wide holiday closes each clinic's own day.
 */
export interface Closure {
  /** The chain's own key for the closure, stable across imports. */
  id: string;
  /** null: every provider of the chain. */
  providerId: string | null;
  startsLocal: string;
  /** After startsLocal; a whole day ends at the next day's "T00:00". */
  endsLocal: string;
  /** Shown to visitors, e.g. "Thanksgiving Day". */
  reason: string;
}

/**
 * A week of the common shape: the same hours Monday to Friday, then Saturday's and Sunday's (each the day
 * before's when not given). Each day gets its own copy, so changing one day never changes another.
 */
export function weekOf(
  weekday: WeekdayHours | null,
  saturday: WeekdayHours | null = weekday,
  sunday: WeekdayHours | null = saturday,
): WeeklyHours {
  const copy = (day: WeekdayHours | null) => day && { ...day, breaks: day.breaks.map((b) => ({ ...b })) };
  return {
    monday: copy(weekday),
    tuesday: copy(weekday),
    wednesday: copy(weekday),
    thursday: copy(weekday),
    friday: copy(weekday),
    saturday: copy(saturday),
    sunday: copy(sunday),
  };
}
