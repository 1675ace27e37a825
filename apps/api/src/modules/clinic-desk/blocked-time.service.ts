import { BLOCK_WEEKS_MAX, type BlockRequest } from '@hs/contracts/staff-hours';
import { closureSchema } from '@hs/directory';
import { addDays } from '@hs/domain';
import { DomainError } from '#api/domain-error.js';
import type { ClinicClosure } from '#api/modules/directory';
import { randomToken } from '#api/modules/security';
import { allowedRole } from './desk-authorization.js';
import type { DeskRequest } from './desk-request.js';
import { blockOccurrences, comingClosures } from './hours.repository.js';
import { applyHoursChange, clinicOrNotFound, localNow, scopeOf } from './hours-change.js';

const blockNotFound = () =>
  new DomainError('not-found', 'BLOCK_NOT_FOUND', 'This clinic has no blocked time with this id.');
const invalid = (field: string, message: string) =>
  new DomainError('invalid', 'INVALID_BLOCK', `${field}: ${message}`, { field });

/** The clinic's blocked time still to come, one entry per block with the days it falls on. */
export async function listBlocks(request: DeskRequest, clinicId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  await allowedRole(request, 'view-schedule', scopeOf(clinic), { action: 'read-hours', subject });
  const rows = await comingClosures(request.db, clinic.id, 'block', localNow(request.clock.now(), clinic.timeZone));
  const blocks = new Map<string, { id: string; from: string; to: string; reason: string; dates: string[] }>();
  for (const row of rows) {
    const id = row.series ?? row.id;
    const block = blocks.get(id) ?? {
      id,
      from: row.startsLocal.slice(11),
      to: row.endsLocal.slice(11),
      reason: row.reason,
      dates: [],
    };
    block.dates.push(row.startsLocal.slice(0, 10));
    blocks.set(id, block);
  }
  return [...blocks.values()];
}

/**
 * Each day the block falls on, checked by the directory's closure rules. Its rows use ids a directory file
 * cannot name (a colon), so an import neither overwrites nor retires them (decision 055).
 */
function occurrences(series: string, clinicId: string, body: BlockRequest): ClinicClosure[] {
  const until = body.repeatsWeeklyUntil ?? body.date;
  if (until < body.date) throw invalid('repeatsWeeklyUntil', 'is before the first day');
  const dates: string[] = [];
  for (let date = body.date; date <= until; date = addDays(date, 7)) {
    if (dates.length === BLOCK_WEEKS_MAX)
      throw invalid('repeatsWeeklyUntil', `is more than ${BLOCK_WEEKS_MAX} weeks on`);
    dates.push(date);
  }
  return dates.map((date) => {
    const parsed = closureSchema.safeParse({
      id: 'block',
      provider: clinicId,
      starts: `${date}T${body.from}`,
      ends: `${date}T${body.to}`,
      reason: body.reason,
    });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw invalid(issue?.path[0] === 'ends' ? 'to' : 'from', issue?.message ?? 'is not valid');
    }
    return { ...parsed.data, id: `block:${series}:${date}`, kind: 'block', series };
  });
}

/**
 * Takes a span of the clinic's hours out of what can be booked, once or weekly, for a reason visitors never
 * see; the same booking protection as a closure.
 */
export async function blockTime(request: DeskRequest, clinicId: string, body: BlockRequest) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  const role = await allowedRole(request, 'block-time', scopeOf(clinic), { action: 'block-time', subject });
  const series = randomToken();
  const rows = occurrences(series, clinic.id, body);
  return applyHoursChange(request, clinic, { edit: { add: rows }, choice: body, id: series }, (outcome) => ({
    action: 'block-time',
    role,
    outcome: 'ok',
    subject: { kind: 'block', id: series },
    clinicId: clinic.id,
    reason: body.reason,
    detail: {
      from: body.from,
      to: body.to,
      dates: rows.map((row) => row.startsLocal.slice(0, 10)),
      affectedVisits: outcome.affectedBookings.length,
      bookings: body.bookings ?? null,
    },
  }));
}

/** Gives a block's time back to bookings, every week of it. */
export async function removeBlock(request: DeskRequest, clinicId: string, blockId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'block' as const, id: blockId };
  const role = await allowedRole(request, 'block-time', scopeOf(clinic), { action: 'remove-block', subject });
  const ids = await blockOccurrences(request.db, clinic.id, blockId);
  if (ids.length === 0) throw blockNotFound();
  return applyHoursChange(request, clinic, { edit: { remove: ids }, choice: { dryRun: false }, id: blockId }, () => ({
    action: 'remove-block',
    role,
    outcome: 'ok',
    subject,
    clinicId: clinic.id,
    detail: { occurrences: ids.length },
  }));
}
