import type { Directory } from '@hs/directory';
import type { Database } from '#api/db/client.js';
import { cancelByClinic } from '#api/modules/appointments';
import type { Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { type AffectedBooking, affectedBookings } from './affected-bookings.js';
import { changesNothing, type DirectoryChanges, diffDirectories, providersWithNewRules } from './directory-diff.js';
import { providerKinds, readDirectory } from './directory-read.repository.js';
import { writeChanges } from './directory-write.js';
import { futureBookedCells, lockDirectory, lockProvidersForRules, moveRules } from './directory-write.repository.js';

/** What to do with future bookings the new directory would forbid (a closure, shorter hours, a retired clinic). */
export type BookingPolicy = { kind: 'refuse' } | { kind: 'keep' } | { kind: 'cancel'; reason: string };

export interface ImportRequest {
  directory: Directory;
  dryRun: boolean;
  bookings: BookingPolicy;
}

export interface ImportOutcome {
  /**
   * unchanged: the database already holds this directory. planned: a dry run, nothing written. applied: written
   * in one transaction. refused: future bookings stand in the way and no policy was given; nothing written.
   * invalid: the file contradicts the database (an id that changes kind); nothing written.
   */
  status: 'unchanged' | 'planned' | 'applied' | 'refused' | 'invalid';
  changes: DirectoryChanges;
  /** Providers whose bookable times or offers change: their availability and rules versions move. */
  providersWithNewRules: number;
  affectedBookings: AffectedBooking[];
  canceledAppointments: string[];
  problems: string[];
}

/** A provider id keeps its kind for good: appointments of a clinic must not turn into a virtual team's. */
function kindProblems(directory: Directory, kinds: Map<string, string>): string[] {
  const wanted = [
    ...directory.clinics.map((clinic) => [clinic.id, 'clinic'] as const),
    ...directory.providers.map((provider) => [provider.id, provider.kind] as const),
  ];
  return wanted.flatMap(([id, kind]) => {
    const held = kinds.get(id);
    return held && held !== kind
      ? [`${id} is a ${held} in the database and cannot become a ${kind}: give the ${kind} an id of its own`]
      : [];
  });
}

/** Cancels the bookings an import forbids, inside its transaction; resolves to the appointments it canceled. */
type CancelBookings = (tx: Database, appointmentIds: string[], reason: string) => Promise<string[]>;

/**
 * Makes the database hold `request.directory`, by natural keys, in one transaction: what is new is added, what
 * changed is updated, what the file leaves out is retired; the same file a second time changes nothing. Future
 * bookings the change would forbid stop it unless the policy keeps them or cancels them (their patients are told
 * through the outbox, in this same transaction). A dry run says all this and writes nothing.
 */
export function importDirectory(
  ctx: SchedulingContext,
  secrets: Secrets,
  request: ImportRequest,
): Promise<ImportOutcome> {
  return runImport(ctx.db, ctx.clock.now(), request, (tx, appointmentIds, reason) =>
    cancelByClinic({ ...ctx, db: tx }, secrets, { appointmentIds, reason }),
  );
}

/** The demo seed's import: a database being seeded holds no bookings, so none can stand in its way. */
export function seedDirectory(db: Database, now: Date, directory: Directory): Promise<ImportOutcome> {
  return runImport(db, now, { directory, dryRun: false, bookings: { kind: 'refuse' } }, undefined);
}

async function runImport(
  db: Database,
  now: Date,
  request: ImportRequest,
  cancel: CancelBookings | undefined,
): Promise<ImportOutcome> {
  const after = request.directory;
  return db.transaction(async (tx) => {
    await lockDirectory(tx);
    const before = await readDirectory(tx);
    const changes = diffDirectories(before, after);
    const touched = providersWithNewRules(before, after, changes);
    const outcome = (status: ImportOutcome['status'], extra: Partial<ImportOutcome> = {}): ImportOutcome => ({
      status,
      changes,
      providersWithNewRules: touched.size,
      affectedBookings: [],
      canceledAppointments: [],
      problems: [],
      ...extra,
    });
    if (changesNothing(changes)) return outcome('unchanged');
    const problems = kindProblems(after, await providerKinds(tx));
    if (problems.length > 0) return outcome('invalid', { problems });

    const added = new Set([...changes.clinics.added, ...changes.providers.added]);
    const existing = [...touched].filter((id) => !added.has(id));
    if (!request.dryRun) await lockProvidersForRules(tx, existing);
    const affected = affectedBookings(await futureBookedCells(tx, existing, now), after);
    if (request.dryRun) return outcome('planned', { affectedBookings: affected });
    if (affected.length > 0 && request.bookings.kind === 'refuse') {
      return outcome('refused', { affectedBookings: affected });
    }

    await writeChanges(tx, { before, after, changes, now });
    await moveRules(tx, [...touched]);
    let canceled: string[] = [];
    if (affected.length > 0 && request.bookings.kind === 'cancel') {
      if (!cancel) throw new Error('This import cannot cancel bookings.');
      canceled = await cancel(
        tx,
        affected.map((booking) => booking.appointmentId),
        request.bookings.reason,
      );
    }
    return outcome('applied', { affectedBookings: affected, canceledAppointments: canceled });
  });
}
