import type { ClinicCancelReason } from '@hs/contracts/staff-desk';
import { addDays } from '@hs/domain';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { DomainError } from '#api/domain-error.js';
import { cancelByClinic } from '#api/modules/appointments';
import {
  type BookingPolicy,
  type ClinicRulesEdit,
  type ClinicRulesOutcome,
  editClinicRules,
} from '#api/modules/directory';
import { type ClinicScope, FRESH_VERIFICATION_MS, verifyAgain } from '#api/modules/staff';
import { type DeskAuditEntry, recordInTrail } from './desk-audit.js';
import { type DeskClinicRow, findDeskClinic } from './desk-clinics.repository.js';
import { clinicNotFound } from './desk-errors.js';
import type { DeskRequest } from './desk-request.js';
import { setCancelReason } from './visits.repository.js';

/** What a change asks done with the booked visits it would forbid. */
export interface BookingChoice {
  dryRun: boolean;
  bookings?: 'keep' | 'cancel' | undefined;
  cancelReason?: ClinicCancelReason | undefined;
}

export const bookingsInTheWay = (count: number) =>
  new DomainError(
    'conflict',
    'BOOKINGS_IN_THE_WAY',
    `This change touches ${count} booked visit${count === 1 ? '' : 's'}. Choose to keep them or to cancel them with a reason.`,
    { meta: { affectedVisits: count } },
  );

export async function clinicOrNotFound(request: DeskRequest, clinicId: string): Promise<DeskClinicRow> {
  const clinic = await findDeskClinic(request.db, clinicId);
  if (!clinic) throw clinicNotFound();
  return clinic;
}

export const scopeOf = (clinic: DeskClinicRow): ClinicScope => ({
  providerId: clinic.id,
  divisionNumber: clinic.divisionNumber,
});

/** Closing a clinic for a day is checked with the passkey again (decision 053). */
export function requireFreshVerification(request: DeskRequest): void {
  if (request.clock.now().getTime() - request.staff.verifiedAt.getTime() >= FRESH_VERIFICATION_MS) {
    throw verifyAgain();
  }
}

/** The clinic's wall clock now, "YYYY-MM-DDTHH:mm", as closures are stored. */
export function localNow(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Whether [starts, ends) holds a whole local day: closing the clinic for a day, not changing its hours. */
export function coversWholeDay(startsLocal: string, endsLocal: string): boolean {
  const date = startsLocal.slice(0, 10);
  const firstMidnight = startsLocal.endsWith('T00:00') ? date : addDays(date, 1);
  return `${addDays(firstMidnight, 1)}T00:00` <= endsLocal;
}

function policyOf(choice: BookingChoice): BookingPolicy {
  if (choice.bookings === 'keep') return { kind: 'keep' };
  if (choice.bookings === 'cancel') return { kind: 'cancel', reason: choice.cancelReason ?? 'other' };
  return { kind: 'refuse' };
}

export interface ChangeAnswer {
  status: 'planned' | 'applied';
  affectedVisits: number;
  canceledVisits: number;
  id: string | null;
}

/**
 * Runs the directory's rules for the clinic's change in one transaction with its trail rows: the change's own
 * (from `trail`, given the outcome), and a cancel-on-behalf row for each visit it canceled. Refused with the
 * count of booked visits it touches unless the request keeps or cancels them.
 */
export async function applyHoursChange(
  request: DeskRequest,
  clinic: DeskClinicRow,
  change: {
    edit: Omit<ClinicRulesEdit, 'providerId' | 'dryRun' | 'bookings'>;
    choice: BookingChoice;
    id: string | null;
  },
  trail: (outcome: ClinicRulesOutcome) => DeskAuditEntry,
): Promise<ChangeAnswer> {
  const { db, clock, config, requestId, secrets } = request;
  const { choice } = change;
  const outcome = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const edit = { ...change.edit, providerId: clinic.id, dryRun: choice.dryRun, bookings: policyOf(choice) };
      const result = await editClinicRules(tx, clock.now(), edit, (inner, appointmentIds, reason) =>
        cancelByClinic({ db: inner, clock, config, requestId }, secrets, { appointmentIds, reason }),
      );
      if (!result) throw clinicNotFound();
      if (result.status === 'refused') throw bookingsInTheWay(result.affectedBookings.length);
      if (result.status === 'planned') return result;
      const entry = trail(result);
      if (choice.cancelReason && result.canceledAppointments.length > 0) {
        await setCancelReason(tx, result.canceledAppointments, choice.cancelReason);
      }
      await recordInTrail(tx, request, [
        entry,
        ...result.canceledAppointments.map((id) => ({
          action: 'cancel-on-behalf' as const,
          role: entry.role,
          outcome: 'ok' as const,
          subject: { kind: 'appointment' as const, id },
          clinicId: clinic.id,
          detail: { cancelReason: choice.cancelReason, with: entry.subject?.id ?? null, by: entry.action },
        })),
      ]);
      return result;
    }),
  );
  return {
    status: outcome.status === 'planned' ? 'planned' : 'applied',
    affectedVisits: outcome.affectedBookings.length,
    canceledVisits: outcome.canceledAppointments.length,
    id: outcome.status === 'planned' ? null : change.id,
  };
}
