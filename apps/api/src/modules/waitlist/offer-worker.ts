import { WAITLIST_LIMITS } from '@hs/domain';
import { availabilityCache } from '#api/modules/availability';
import { endAndDeleteEntries } from './entries.repository.js';
import { nextTimesFrom } from './next-times.js';
import { endOffer } from './offer-endings.js';
import { type OfferDeps, offerOpening } from './offer-making.js';
import {
  anyoneWaiting,
  claimOpenings,
  finishOpening,
  lockRunOutOffers,
  sweepLapsedHolds,
} from './offers.repository.js';
import { offerRescan } from './provider-rescan.js';

const DAY = 24 * 3_600_000;
const BATCH = 20;
const SWEEP_BATCH = 200;
const UPKEEP_BATCH = 500;
/** How long a process has to look at the openings it took before another may take them. */
const LEASE_MS = 60_000;

export interface OfferWorkerDeps extends OfferDeps {
  log: {
    info(fields: Record<string, unknown>, message: string): void;
  };
  /** Told of a round that failed, to log it (once for a whole database outage). */
  roundFailed: (error: unknown) => void;
  /** Told of each offer made (metrics); never who. */
  onOffer?: () => void;
}

export interface OfferWorker {
  /** One round: ends offers that ran out, sweeps lapsed holds, offers freed seats; resolves to the offers made. */
  runOnce(): Promise<number>;
  /** Ends entries whose code or window ran out, and deletes those that ended 30 days ago. */
  upkeep(): Promise<{ expired: number; lapsed: number; deleted: number }>;
  start(pollMs: number): void;
  stop(): Promise<void>;
}

/**
 * The waitlist's worker, one per API process, like the outbox's (decision 060). Everything it acts on is a row:
 * openings written by the trigger in the transaction that freed a seat, offers past their expiry, lapsed holds.
 * Rows are taken with FOR UPDATE SKIP LOCKED (openings also leased), so processes share the work without taking
 * the same row, and a process that dies leaves its openings to be taken again when their lease ends.
 */
export function createOfferWorker(deps: OfferWorkerDeps): OfferWorker {
  const { db, clock } = deps;
  // Free times are read fresh for a rescan: nothing is kept between rounds.
  const freeTimes = nextTimesFrom({ db, clock, cache: availabilityCache(0) });

  async function endRunOutOffers(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const offers = await lockRunOutOffers(tx, now, BATCH);
      for (const offer of offers) await endOffer(tx, offer, { status: 'expired' }, now);
      return offers.length;
    });
  }

  async function offerOpenings(): Promise<{ taken: number; offered: number }> {
    const now = clock.now();
    const openings = await claimOpenings(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH });
    let offered = 0;
    for (const opening of openings) {
      const made = opening.startsAt
        ? await offerOpening(deps, { ...opening, startsAt: opening.startsAt })
        : await offerRescan(deps, freeTimes, opening);
      offered += made;
      for (let n = 0; n < made; n++) deps.onOffer?.();
      await finishOpening(db, opening);
    }
    return { taken: openings.length, offered };
  }

  async function runOnce(): Promise<number> {
    while ((await endRunOutOffers()) >= BATCH) {}
    if (await anyoneWaiting(db)) {
      while ((await sweepLapsedHolds(db, clock.now(), SWEEP_BATCH)) >= SWEEP_BATCH) {}
    }
    let offered = 0;
    for (;;) {
      const round = await offerOpenings();
      offered += round.offered;
      if (round.taken < BATCH) return offered;
    }
  }

  async function upkeep() {
    const now = clock.now();
    return endAndDeleteEntries(db, {
      now,
      deleteBefore: new Date(now.getTime() - WAITLIST_LIMITS.keepDays * DAY),
      limit: UPKEEP_BATCH,
    });
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  let nextUpkeep = 0;
  async function loop(pollMs: number) {
    try {
      if (Date.now() >= nextUpkeep) {
        nextUpkeep = Date.now() + 60_000;
        const ended = await upkeep();
        if (ended.expired + ended.lapsed + ended.deleted > 0) deps.log.info(ended, 'waitlist entries ended');
      }
      await runOnce();
    } catch (error) {
      // The database may be away for a moment; every row stays where it was and the next round takes it.
      deps.roundFailed(error);
    }
    if (running) timer = setTimeout(() => (round = loop(pollMs)), pollMs);
  }

  return {
    runOnce,
    upkeep,
    start(pollMs) {
      running = true;
      round = loop(pollMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
