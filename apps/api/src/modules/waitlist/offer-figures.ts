import type { WaitlistFigures, WaitlistFiguresQuery } from '@hs/contracts/staff-waitlist';
import { addDays, localDateOf, localInstant, WAITLIST_LIMITS } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { offerOutcomes } from './offers.repository.js';

export interface FiguresDays {
  /** Calendar dates on the clinic's clock, both included. */
  from: string;
  to: string;
}

/**
 * The days figures cover, the last 30 (today included) unless asked. An offer goes with its entry 30 days after
 * the entry ends, never before it was made, so those days still hold every offer made on them; older days may
 * have lost some, and a figure that quietly counts fewer is worse than none.
 */
export function figuresDays(now: Date, timeZone: string, query: WaitlistFiguresQuery): FiguresDays {
  const today = localDateOf(now, timeZone);
  const earliest = addDays(today, 1 - WAITLIST_LIMITS.keepDays);
  const from = query.from ?? earliest;
  const to = query.to ?? today;
  if (from < earliest) {
    throw new DomainError(
      'invalid',
      'FIGURES_NOT_KEPT',
      `Waitlist offers are kept ${WAITLIST_LIMITS.keepDays} days after they end: the first day can be ${earliest} at the earliest.`,
      { field: 'from' },
    );
  }
  if (to < from) {
    throw new DomainError('invalid', 'DAYS_OUT_OF_ORDER', 'The last day cannot be before the first.', { field: 'to' });
  }
  return { from, to };
}

/**
 * How the offers of seats at a provider made on those days went (issue 34): the console's and the bench's one
 * source. The acceptance rate counts the offers that ended, so one still held counts neither way.
 */
export async function offerFigures(
  db: Database,
  place: { providerId: string; timeZone: string },
  days: FiguresDays,
): Promise<WaitlistFigures> {
  const dayStart = (date: string) => new Date(localInstant(`${date}T00:00`, place.timeZone));
  const { medianDaysEarlier, ...offers } = await offerOutcomes(
    db,
    place.providerId,
    dayStart(days.from),
    dayStart(addDays(days.to, 1)),
  );
  const ended = offers.accepted + offers.declined + offers.expired + offers.withdrawn;
  return {
    ...days,
    offers,
    acceptanceRate: ended > 0 ? offers.accepted / ended : null,
    medianDaysEarlier,
  };
}
