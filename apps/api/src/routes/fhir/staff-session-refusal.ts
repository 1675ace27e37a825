import type { FastifyRequest } from 'fastify';
import { HttpError } from '#api/http-error.js';
import { STAFF_SESSION_COOKIE } from '#api/modules/staff';

/**
 * For the operations that change bookings ($hold, $book and cancelling through $book): they act on a proof, never
 * for a staff session, so a request carrying the console's cookie is refused (403) before anything is read or
 * written (decision 064). A member's own changes go through the console, which checks their origin and
 * anti-forgery token and keeps them in the trail; here a page of another site could not act in their name, and no
 * change made here could pass for theirs.
 */
export async function refuseStaffSession(request: FastifyRequest): Promise<void> {
  if (request.cookies[STAFF_SESSION_COOKIE] === undefined) return;
  throw new HttpError(
    403,
    'STAFF_SESSION_REFUSED',
    'A staff session does not book or cancel through FHIR: use the staff console, or send the request without its cookie.',
  );
}
