import { addDays, DEFAULT_TIME_ZONE, localInstant } from '@hs/domain';
import { notAllowed } from '#api/modules/staff';
import { findTrail } from './audit-trail.repository.js';
import { reachOf } from './clinic-reach.js';
import { recordInTrail } from './desk-audit.js';
import type { DeskRequest } from './desk-request.js';

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

/**
 * A page of the trail, newest first, for an auditor: a chain grant sees everything, a district or clinic grant
 * the entries of its clinics. Reading the trail is itself kept in it.
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
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
