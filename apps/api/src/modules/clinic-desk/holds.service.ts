import { retryOnConflict } from '#api/db/transaction-retry.js';
import { release, reserve } from '#api/modules/reservations';
import { findHoldProvider } from '#api/modules/slot-inventory';
import { CLINIC_BUSINESS, schedulingOf } from './booking-desk.js';
import { requireBookableAt } from './clinic-services.service.js';
import { recordInTrail } from './desk-audit.js';
import { allowedRole } from './desk-authorization.js';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';

/**
 * Holds a free time at the clinic while the patient on the phone gives their details: the public site's
 * reservation (its rules, its length, its seat claim), with the trail row in its transaction.
 */
export async function holdOnBehalf(
  request: DeskRequest,
  clinicId: string,
  body: { serviceId: number; reservationTime: string },
) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  const role = await allowedRole(request, 'book-on-behalf', scopeOf(clinic), { action: 'hold-on-behalf', subject });
  await requireBookableAt(request.db, clinic.id, [body.serviceId], 'serviceId');
  return retryOnConflict(() =>
    request.db.transaction(async (tx) => {
      const hold = await reserve(schedulingOf(request, tx), {
        ...body,
        businessName: CLINIC_BUSINESS,
        locationNumber: clinic.id,
      });
      await recordInTrail(tx, request, [
        {
          action: 'hold-on-behalf',
          role,
          outcome: 'ok',
          subject,
          clinicId: clinic.id,
          detail: { serviceId: body.serviceId, startsAt: hold.timestamp, expiresAt: hold.expiresAt },
        },
      ]);
      return hold;
    }),
  );
}

/**
 * Gives back a hold of the clinic's that is still counting (another time was chosen, or the call ended).
 * Idempotent, as the public release is: a hold already gone, lapsed or elsewhere leaves nothing to do.
 */
export async function releaseOnBehalf(request: DeskRequest, clinicId: string, reservationCode: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  const role = await allowedRole(request, 'book-on-behalf', scopeOf(clinic), { action: 'release-hold', subject });
  await retryOnConflict(() =>
    request.db.transaction(async (tx) => {
      if ((await findHoldProvider(tx, reservationCode, request.clock.now())) !== clinic.id) return;
      await release(schedulingOf(request, tx), reservationCode);
      await recordInTrail(tx, request, [{ action: 'release-hold', role, outcome: 'ok', subject, clinicId: clinic.id }]);
    }),
  );
}
