import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { findServices } from '#api/modules/catalog';
import { authorize } from '#api/modules/staff';
import { CLINIC_BUSINESS } from './booking-desk.js';
import { offeredServiceIds } from './desk-clinics.repository.js';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';

/** The public catalog's services, in its order, that the clinic offers and that can be booked now. */
export async function servicesBookableAt(db: Database, clinicId: string) {
  const [catalog, offered] = await Promise.all([findServices(db, [CLINIC_BUSINESS]), offeredServiceIds(db, clinicId)]);
  return catalog
    .filter((service) => service.isAvailable && offered.has(service.id))
    .map((service) => ({ id: service.id, name: service.name }));
}

/**
 * Refuses services the clinic does not book, naming the staff request's own field: the public booking's check
 * would name its `locationNumber`, which staff requests carry in the path.
 */
export async function requireBookableAt(db: Database, clinicId: string, serviceIds: readonly number[], field: string) {
  const bookable = new Set((await servicesBookableAt(db, clinicId)).map((service) => service.id));
  const missing = serviceIds.filter((id) => !bookable.has(id));
  if (missing.length > 0) {
    throw new DomainError('invalid', 'SERVICE_UNAVAILABLE', `The clinic does not book service ${missing.join(', ')}.`, {
      field,
    });
  }
}

/**
 * The services staff may book at the clinic. They hold no patient data, so reading them leaves no trail row; a
 * refusal is a 403 before anything is read.
 */
export async function clinicServices(request: DeskRequest, clinicId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  authorize(request.staff, 'book-on-behalf', scopeOf(clinic));
  return servicesBookableAt(request.db, clinic.id);
}
