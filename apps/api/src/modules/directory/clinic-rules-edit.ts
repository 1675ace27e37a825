import type { WeeklyHours } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { type AffectedBooking, bookingsForbidden, type ProviderRules } from './affected-bookings.js';
import {
  type ClinicClosure,
  deleteProviderClosures,
  insertClinicClosures,
  readProviderRules,
  setWeeklyHours,
} from './clinic-rules.repository.js';
import type { BookingPolicy } from './directory-import.service.js';
import { futureBookedCells, lockDirectory, lockProvidersForRules, moveRules } from './directory-write.repository.js';

/** One clinic's change from the staff console: closures or blocks added or removed, or new weekly hours. */
export interface ClinicRulesEdit {
  providerId: string;
  add?: readonly ClinicClosure[];
  /** Ids of the provider's own closures or blocks. */
  remove?: readonly string[];
  hours?: WeeklyHours;
  dryRun: boolean;
  bookings: BookingPolicy;
}

export interface ClinicRulesOutcome {
  /** planned: a dry run. refused: bookings stand in the way and no policy was given. Nothing written for either. */
  status: 'planned' | 'applied' | 'refused';
  /** Future bookings this change forbids (not those an earlier change already left in place). */
  affectedBookings: AffectedBooking[];
  canceledAppointments: string[];
}

/** Cancels bookings the change forbids, in its transaction; resolves to the appointments canceled. */
export type CancelForbidden = (tx: Database, appointmentIds: string[], reason: string) => Promise<string[]>;

/**
 * The import's rules for one clinic (decision 050): one change at a time with imports, the clinic locked
 * against holds and bookings under way, future bookings the change forbids refused unless kept or canceled
 * (their patients told through the clinic cancellation), and the rules and availability versions moved.
 * Runs in the caller's transaction, so the caller's trail rows commit with it. Null: no such open provider.
 */
export async function editClinicRules(
  tx: Database,
  now: Date,
  edit: ClinicRulesEdit,
  cancel: CancelForbidden,
): Promise<ClinicRulesOutcome | null> {
  await lockDirectory(tx);
  if (!edit.dryRun) await lockProvidersForRules(tx, [edit.providerId]);
  const before = await readProviderRules(tx, edit.providerId);
  if (!before) return null;
  const removed = new Set(edit.remove ?? []);
  const after: ProviderRules = {
    ...before,
    hours: edit.hours ?? before.hours,
    closures: [...before.closures.filter((closure) => !removed.has(closure.id)), ...(edit.add ?? [])],
  };
  const cells = await futureBookedCells(tx, [edit.providerId], now);
  const already = new Set(
    bookingsForbidden(cells, new Map([[edit.providerId, before]])).map((booking) => booking.appointmentId),
  );
  const affected = bookingsForbidden(cells, new Map([[edit.providerId, after]])).filter(
    (booking) => !already.has(booking.appointmentId),
  );
  const outcome = (status: ClinicRulesOutcome['status'], canceledAppointments: string[] = []) => ({
    status,
    affectedBookings: affected,
    canceledAppointments,
  });
  if (edit.dryRun) return outcome('planned');
  if (affected.length > 0 && edit.bookings.kind === 'refuse') return outcome('refused');

  await deleteProviderClosures(tx, edit.providerId, [...removed]);
  await insertClinicClosures(tx, edit.add ?? []);
  if (edit.hours) await setWeeklyHours(tx, edit.providerId, edit.hours);
  await moveRules(tx, [edit.providerId]);
  if (affected.length > 0 && edit.bookings.kind === 'cancel') {
    const ids = affected.map((booking) => booking.appointmentId);
    return outcome('applied', await cancel(tx, ids, edit.bookings.reason));
  }
  return outcome('applied');
}
