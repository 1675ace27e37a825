import type { ClosureRequest } from '@hs/contracts/staff-hours';
import { closureSchema } from '@hs/directory';
import { DomainError } from '#api/domain-error.js';
import { randomToken } from '#api/modules/security';
import { allowedRole } from './desk-authorization.js';
import type { DeskRequest } from './desk-request.js';
import { comingClosures, findOwnClosure } from './hours.repository.js';
import {
  applyHoursChange,
  clinicOrNotFound,
  coversWholeDay,
  localNow,
  requireFreshVerification,
  scopeOf,
} from './hours-change.js';

const closureNotFound = () =>
  new DomainError('not-found', 'CLOSURE_NOT_FOUND', 'This clinic has no closure with this id.');

/** The clinic's closures that have not ended, its own and the chain's, as visitors read them. */
export async function listClosures(request: DeskRequest, clinicId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  await allowedRole(request, 'view-schedule', scopeOf(clinic), { action: 'read-hours', subject });
  const rows = await comingClosures(request.db, clinic.id, 'closure', localNow(request.clock.now(), clinic.timeZone));
  return rows.map((row) => ({
    id: row.id,
    startsLocal: row.startsLocal,
    endsLocal: row.endsLocal,
    reason: row.reason,
    chainWide: row.providerId === null,
    wholeDay: coversWholeDay(row.startsLocal, row.endsLocal),
  }));
}

/** The directory's closure rules, and the field at fault when they refuse. */
function checkedClosure(clinicId: string, body: ClosureRequest) {
  const id = `staff-${randomToken()}`;
  const parsed = closureSchema.safeParse({
    id,
    provider: clinicId,
    starts: body.starts,
    ends: body.ends,
    reason: body.reason,
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'starts');
    throw new DomainError('invalid', 'INVALID_CLOSURE', `${field}: ${issue?.message ?? 'is not valid'}`, { field });
  }
  return parsed.data;
}

/**
 * Closes the clinic for part of a day ('edit-hours') or for whole days ('close-clinic', with a fresh
 * verification), through the directory's rules: refused with the count of booked visits it touches unless they
 * are kept or canceled. The reason is the one visitors read on the clinic's page.
 */
export async function addClosure(request: DeskRequest, clinicId: string, body: ClosureRequest) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  let role = await allowedRole(request, 'edit-hours', scopeOf(clinic), { action: 'add-closure', subject });
  const closure = checkedClosure(clinic.id, body);
  const wholeDay = coversWholeDay(closure.startsLocal, closure.endsLocal);
  if (wholeDay) {
    role = await allowedRole(request, 'close-clinic', scopeOf(clinic), { action: 'add-closure', subject });
    requireFreshVerification(request);
  }
  return applyHoursChange(
    request,
    clinic,
    { edit: { add: [{ ...closure, kind: 'closure', series: null }] }, choice: body, id: closure.id },
    (outcome) => ({
      action: 'add-closure',
      role,
      outcome: 'ok',
      subject: { kind: 'closure', id: closure.id },
      clinicId: clinic.id,
      detail: {
        startsLocal: closure.startsLocal,
        endsLocal: closure.endsLocal,
        wholeDay,
        affectedVisits: outcome.affectedBookings.length,
        bookings: body.bookings ?? null,
      },
    }),
  );
}

/** Reopens what one of the clinic's own closures closed; undoing a whole-day closure is the district's call. */
export async function removeClosure(request: DeskRequest, clinicId: string, closureId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'closure' as const, id: closureId };
  let role = await allowedRole(request, 'edit-hours', scopeOf(clinic), { action: 'remove-closure', subject });
  const closure = await findOwnClosure(request.db, clinic.id, closureId);
  if (closure?.kind !== 'closure') throw closureNotFound();
  const wholeDay = coversWholeDay(closure.startsLocal, closure.endsLocal);
  if (wholeDay) {
    role = await allowedRole(request, 'close-clinic', scopeOf(clinic), { action: 'remove-closure', subject });
  }
  return applyHoursChange(
    request,
    clinic,
    { edit: { remove: [closure.id] }, choice: { dryRun: false }, id: closure.id },
    () => ({
      action: 'remove-closure',
      role,
      outcome: 'ok',
      subject,
      clinicId: clinic.id,
      detail: { startsLocal: closure.startsLocal, endsLocal: closure.endsLocal, wholeDay },
    }),
  );
}
