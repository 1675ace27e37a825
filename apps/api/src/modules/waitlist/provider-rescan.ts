import type { WaitlistOfferView } from '@hs/contracts';
import { type OfferDeps, offerOpening } from './offer-making.js';
import type { NextTimes } from './offer-place.js';
import { type Opening, providerClock, servicesWaitedAt } from './offers.repository.js';

/** Free starts tried per rescan: more than a waiting line at one clinic needs. */
const STARTS = 40;

/**
 * A provider whose rules changed (hours added, a closure lifted, blocked time given back) is looked at whole: the
 * free times of each service waited for there over the next two weeks, earliest first, each offered as a freed
 * seat would be, to the first in line it suits. Resolves to the offers made.
 */
export async function offerRescan(deps: OfferDeps, freeTimes: NextTimes, opening: Opening): Promise<number> {
  const clock = await providerClock(deps.db, opening.providerId);
  if (!clock) return 0;
  const starts = new Set<number>();
  for (const waited of await servicesWaitedAt(deps.db, { id: opening.providerId, kind: clock.kind })) {
    const times = await freeTimes({
      providerId: opening.providerId,
      serviceIds: waited.serviceIds,
      businessName: waited.businessName as WaitlistOfferView['businessName'],
      timeZone: clock.timeZone,
      limit: STARTS,
      days: { from: waited.from, to: waited.to },
    });
    for (const time of times) starts.add(new Date(time.timestamp).getTime());
  }
  let offered = 0;
  for (const start of [...starts].sort((a, b) => a - b).slice(0, STARTS)) {
    offered += await offerOpening(deps, { ...opening, startsAt: new Date(start) });
  }
  return offered;
}
