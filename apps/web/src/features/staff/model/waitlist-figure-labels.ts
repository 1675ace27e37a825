import type { WaitlistFigures } from '@hs/contracts/staff-waitlist';

type Offers = WaitlistFigures['offers'];

/** The offers that ended one way or another: what the acceptance rate is a share of. */
export const endedOffers = (offers: Offers) => offers.accepted + offers.declined + offers.expired + offers.withdrawn;

/** '40%', to the nearest whole percent. */
export const ratePercent = (rate: number) => `${Math.round(rate * 100)}%`;

/** '1 day', '5.5 days': a median of two middle values may fall between days. */
export const daysText = (days: number) => (days === 1 ? '1 day' : `${Number(days.toFixed(1))} days`);

/** '1 offer', '6 offers'. */
export const offersText = (count: number) => (count === 1 ? '1 offer' : `${count} offers`);

/** How the offers ended, in the order the page lists them. */
export const OUTCOME_LABELS: readonly (readonly [keyof Offers, string])[] = [
  ['accepted', 'Accepted'],
  ['declined', 'Declined'],
  ['expired', 'Ran out unanswered'],
  ['withdrawn', 'Withdrawn: the patient left the waitlist'],
  ['open', 'Still held for the patient'],
];
