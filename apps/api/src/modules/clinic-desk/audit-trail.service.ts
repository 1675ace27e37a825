import { addDays, DEFAULT_TIME_ZONE, localInstant, resolveTimeZone } from '@hs/domain';
import { grantPlaces, namedGrant, notAllowed } from '#api/modules/staff';
import {
  auditDetailsOf,
  grantsIn,
  NAMES_SERVICES,
  type StoredDetail,
  storedDetailOf,
  type TrailNames,
  viaOf,
} from './audit-details.js';
import { findTrail } from './audit-trail.repository.js';
import { reachOf } from './clinic-reach.js';
import { recordInTrail } from './desk-audit.js';
import type { DeskRequest } from './desk-request.js';
import { serviceTerms } from './visits.repository.js';

export interface TrailQuery {
  staffId?: string | undefined;
  appointmentId?: string | undefined;
  /** Calendar dates, both included, on the chain's own clock (its head office's zone). */
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

const dayStart = (date: string) => new Date(localInstant(`${date}T00:00`, DEFAULT_TIME_ZONE));

/** The names of the services the page's rows name; read only when one does. */
async function serviceNamesOf(request: DeskRequest, rows: readonly (StoredDetail | null)[]) {
  if (!rows.some((row) => row && NAMES_SERVICES.has(row.action))) return new Map<number, string>();
  const terms = await serviceTerms(request.db);
  return new Map([...terms].map(([id, { name }]) => [id, name]));
}

/** The names the page's rows are shown with, each kind read once for the page and only when a row needs it. */
async function namesOf(request: DeskRequest, rows: readonly (StoredDetail | null)[]): Promise<TrailNames> {
  const places = await grantPlaces(request.db, rows.flatMap(grantsIn));
  return { services: await serviceNamesOf(request, rows), grant: (grant) => namedGrant(grant, places) };
}

/**
 * A page of the trail, newest first, for an auditor: a chain grant sees everything, a district or clinic grant
 * the entries of its clinics. Reading the trail is itself kept in it. Each entry's details are the fields its
 * action chose to show (audit-details.ts), never the stored detail as it is.
 */
export async function readTrail(request: DeskRequest, query: TrailQuery) {
  const reach = reachOf(request.staff.grants, 'read-audit');
  if (!reach) {
    await recordInTrail(request.db, request, [{ action: 'read-audit', role: null, outcome: 'denied' }]);
    throw notAllowed();
  }
  const rows = await findTrail(request.db, {
    reach,
    staffId: query.staffId,
    subjectId: query.appointmentId,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(addDays(query.to, 1)) : undefined,
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  await recordInTrail(request.db, request, [
    {
      action: 'read-audit',
      role: reach.role,
      outcome: 'ok',
      detail: {
        entries: page.length,
        filter: { staffId: query.staffId, appointmentId: query.appointmentId, from: query.from, to: query.to },
      },
    },
  ]);
  const stored = page.map(storedDetailOf);
  const names = await namesOf(request, stored);
  return {
    entries: page.map(({ detail, ...row }, index) => ({
      ...row,
      at: row.at.toISOString(),
      clinicTimeZone: row.clinicTimeZone === null ? null : resolveTimeZone(row.clinicTimeZone),
      via: viaOf(detail),
      details: auditDetailsOf(stored[index] ?? null, names),
    })),
    before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
