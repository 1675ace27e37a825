import { FHIR_STAFF_DATE_MESSAGE, FHIR_STAFF_MAX_DAYS } from '@hs/contracts';
import { addDays, daysBetween, type LocalDate } from '@hs/domain';
import { DomainError } from '#api/domain-error.js';

/** The days of a clinic's calendar a staff search of Appointments lists: the first, and how many. */
export interface StaffDays {
  from: LocalDate;
  days: number;
}

/** A whole day, alone or after a prefix that bounds a range; times are not taken, as the day lists have none. */
const DAY = /^(eq|ge|gt|le|lt)?(\d{4}-\d{2}-\d{2})$/;

const refused = () =>
  new DomainError('invalid', 'INVALID_SEARCH', `date: ${FHIR_STAFF_DATE_MESSAGE}`, { field: 'date' });

/**
 * `date` as the console's lists take it: one day (`2026-03-03`), or a range bounded on both sides (`ge2026-03-03`
 * with `lt2026-03-06` or `le2026-03-05`) of at most FHIR_STAFF_MAX_DAYS days. Anything open-ended is refused:
 * every day of a clinic is an export, not a list.
 */
export function staffDaysOf(values: readonly string[]): StaffDays {
  const parsed = values.map((value) => DAY.exec(value));
  if (parsed.some((match) => !match)) throw refused();
  const bounds = parsed.map((match) => ({ prefix: match![1] ?? 'eq', day: match![2]! }));
  if (bounds.length === 1) {
    if (bounds[0]!.prefix !== 'eq') throw refused();
    return { from: bounds[0]!.day, days: 1 };
  }
  const lower = bounds.find((bound) => bound.prefix === 'ge' || bound.prefix === 'gt');
  const upper = bounds.find((bound) => bound.prefix === 'lt' || bound.prefix === 'le');
  if (!lower || !upper) throw refused();
  const from = lower.prefix === 'ge' ? lower.day : addDays(lower.day, 1);
  const until = upper.prefix === 'lt' ? upper.day : addDays(upper.day, 1);
  const days = daysBetween(from, until);
  if (!(days >= 1 && days <= FHIR_STAFF_MAX_DAYS)) throw refused();
  return { from, days };
}
