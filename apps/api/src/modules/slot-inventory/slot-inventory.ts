import { cellsCovered } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { lockProviderRules } from './provider-rules.repository.js';
import {
  type ClaimHolder,
  type ClaimOutcome,
  claimFreeSeat,
  convertHold,
  deleteExpiredHolds,
  deleteHold,
} from './slot-claims.repository.js';

interface SlotClaim {
  providerId: string;
  /** The provider's rules version the claim was planned under. */
  rulesVersion: string;
  capacity: number;
  start: Date;
  slotMinutes: number;
  serviceId: number;
  now: Date;
}

/** Raised inside a transaction when a seat cannot be had, so the whole transaction rolls back. */
export class SlotTakenError extends Error {
  constructor() {
    super('The time selected was just booked.');
  }
}

/**
 * Raised when a directory import changed the provider's rules (hours, closures, seats) after the claim was
 * planned: planned again, the claim is judged by the new ones (againIfRulesChanged).
 */
export class RulesChangedError extends SlotTakenError {}

/**
 * Runs a plan-and-claim again when an import moved the rules in between, so a visitor whose time is still open
 * under the new hours gets it; a few imports in a row give `refusal` (the slot-taken answer).
 */
export async function againIfRulesChanged<T>(run: () => Promise<T>, refusal: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof RulesChangedError)) throw error;
      if (attempt >= 3) throw refusal();
    }
  }
}

/** The cells a visit covers, earliest first: every claimer takes cells in the same order, so none deadlock. */
function visitCells(start: Date, slotMinutes: number): Date[] {
  return [...cellsCovered(start, slotMinutes)].sort((a, b) => a.getTime() - b.getTime());
}

/** One seat of one cell; a seat lost to a concurrent claim is retried with a fresh snapshot, once per seat. */
async function claimSeat(tx: Database, claim: SlotClaim, cell: Date, holder: ClaimHolder) {
  let result: { outcome: ClaimOutcome; expiredHolds: number } = { outcome: 'conflict', expiredHolds: 0 };
  for (let attempt = 0; attempt <= claim.capacity && result.outcome === 'conflict'; attempt++) {
    result = await claimFreeSeat(tx, { ...claim, cell, holder });
  }
  return result;
}

/**
 * Claims one seat in each cell of the visit, inside the caller's transaction. The primary key (provider,
 * cell, seat) and the seat ≤ capacity check make a double booking impossible. Lapsed holds are cleared only
 * when a full cell has some, since most claims find a free seat at once. Throws SlotTakenError when a cell
 * is full, or when a directory import changed the provider's hours, closures or seats since the claim was
 * planned: planned again, it would be judged by the new ones.
 */
export async function claimCells(tx: Database, claim: SlotClaim, holder: ClaimHolder, cells?: readonly Date[]) {
  if (!(await lockProviderRules(tx, claim.providerId, claim.rulesVersion))) throw new RulesChangedError();
  const wanted = cells ?? visitCells(claim.start, claim.slotMinutes);
  for (const cell of wanted) {
    let { outcome, expiredHolds } = await claimSeat(tx, claim, cell, holder);
    if (outcome === 'full' && expiredHolds > 0) {
      await deleteExpiredHolds(tx, claim.providerId, [cell], claim.now);
      ({ outcome } = await claimSeat(tx, claim, cell, holder));
    }
    if (outcome !== 'claimed') throw new SlotTakenError();
  }
}

/**
 * Books a visit's seats for an appointment: the cells still held under `reservationCode` are converted in
 * place, the rest are claimed directly, and anything else the hold covered is given back.
 */
export async function bookCells(
  tx: Database,
  claim: SlotClaim & { appointmentId: string; serviceIds: readonly number[] },
  reservationCode: string | undefined,
) {
  const cells = visitCells(claim.start, claim.slotMinutes);
  const converted = reservationCode
    ? await convertHold(tx, { ...claim, reservationCode, cells, serviceIds: claim.serviceIds })
    : [];
  const convertedTimes = new Set(converted.map((cell) => cell.getTime()));
  const remaining = cells.filter((cell) => !convertedTimes.has(cell.getTime()));
  await claimCells(tx, claim, { kind: 'booking', appointmentId: claim.appointmentId }, remaining);
  if (reservationCode) await deleteHold(tx, reservationCode);
}
