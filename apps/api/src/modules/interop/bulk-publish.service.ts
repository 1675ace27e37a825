import { createHash } from 'node:crypto';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { findBookableClinicsInState, horizonSchedules, offersVisit } from '#api/modules/availability';
import { findFeedFingerprint, findPublishedStates } from './feed.repository.js';
import { FEED_FILE_KINDS, type FeedFile, feedFileName, parseFeedFileName, RESOURCE_TYPE_OF } from './feed-files.js';
import { type ClinicProvider, locationResource, type PublicSite, scheduleResource } from './fhir-resources.js';
import { publishedServices } from './published-services.js';
import { scheduleSlotLines } from './slot-lines.js';
import { snapshotRead } from './snapshot-read.js';

/**
 * The SMART Scheduling Links feed (decision 059): a manifest at `/fhir/$bulk-publish` naming, for each state
 * with a clinic taking bookings online, a file of its Locations, one of its Schedules (a service at a clinic)
 * and one of its Slots. Every file is generated when asked, from the same planning and the same occupancy rows
 * as the results page, a batch of clinics at a time, and streamed: nothing holds a whole file.
 */

export interface FeedDeps {
  db: Database;
  clock: Clock;
  site: PublicSite;
  /** How long clients may keep an answer (Cache-Control max-age), which is also how often the snapshot moves. */
  maxAgeSeconds: number;
  /** Whether one file is read in one snapshot of the database (PostgreSQL; see snapshotRead). */
  consistentReads: boolean;
}

/** Bumped when what the files say changes for the same data, so no client keeps an old file under its ETag. */
const FEED_FORMAT = 'smart-scheduling-links/1';
/**
 * Clinics read per batch: for Locations and Schedules a few hundred lines; for Slots about 800 schedules, planned
 * and read from the occupancy rows together, whose lines are handed on as they are written.
 */
const CLINIC_BATCH = 200;
const SLOT_BATCH = 25;
/** Lines are handed to the network in pieces about this long. */
const CHUNK_CHARACTERS = 256 * 1024;

/**
 * The instant the feed is published as of: the clock, to the last whole multiple of the cache age. Time moves the
 * files (slots start, holds lapse, days turn) only when it moves, so two requests within one cache age get the
 * same bytes under the same ETag unless the data changed in between; a change of data shows at once.
 */
export function feedInstant(now: Date, maxAgeSeconds: number): Date {
  const step = maxAgeSeconds * 1000;
  return new Date(Math.floor(now.getTime() / step) * step);
}

/** A strong ETag over everything a representation is made from. */
function etagOf(...parts: string[]): string {
  return `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;
}

export const bulkPublishPathOf = (site: PublicSite) => `${site.publicUrl}/fhir/$bulk-publish`;

export interface Manifest {
  etag: string;
  json: string;
  transactionTime: string;
}

/** The manifest: every state's three files, with the state each is about. `_since` is accepted and not used. */
export async function bulkPublishManifest(deps: FeedDeps, query: { since?: string }): Promise<Manifest> {
  const transactionTime = feedInstant(deps.clock.now(), deps.maxAgeSeconds).toISOString();
  const base = bulkPublishPathOf(deps.site);
  const request = query.since === undefined ? base : `${base}?_since=${encodeURIComponent(query.since)}`;
  const states = await findPublishedStates(deps.db);
  const output = FEED_FILE_KINDS.flatMap((kind) =>
    states.map((state) => ({
      type: RESOURCE_TYPE_OF[kind],
      url: `${base}/${feedFileName({ kind, state })}`,
      extension: { state: [state] },
    })),
  );
  const json = JSON.stringify({ transactionTime, request, output, error: [] });
  return { etag: etagOf(FEED_FORMAT, json), json, transactionTime };
}

/** A file being read: its ETag, then its lines (call `lines.return()` to give up without reading them). */
export interface FeedFileRead {
  etag: string;
  lines: AsyncGenerator<string, void, undefined>;
}

const notFound = (name: string) =>
  new DomainError(
    'not-found',
    'FEED_FILE_NOT_FOUND',
    `There is no file ${name} in this feed: the manifest lists them.`,
  );

/** Opens a file of the feed by name; an unknown name, or a state without a bookable clinic, is not found. */
export async function readFeedFile(deps: FeedDeps, name: string): Promise<FeedFileRead> {
  const file = parseFeedFileName(name);
  if (!file) throw notFound(name);
  const instant = feedInstant(deps.clock.now(), deps.maxAgeSeconds);
  const lines = snapshotRead(deps.db, deps.consistentReads, async function* (db) {
    const fingerprint = await findFeedFingerprint(db, file.state);
    const first = await findBookableClinicsInState(db, { state: file.state, afterId: null, limit: 1 });
    if (first.length === 0) throw notFound(name);
    // Locations and schedules do not move with time; slots do, so only their ETag names the instant.
    const when = file.kind === 'slots' ? instant.toISOString() : '';
    yield etagOf(FEED_FORMAT, deps.site.publicUrl, feedFileName(file), when, fingerprint.clinics, fingerprint.catalog);
    yield* fileLines({ ...deps, db }, file, instant);
  });
  const head = await lines.next();
  if (head.done) throw notFound(name);
  return { etag: head.value, lines };
}

/** The state's bookable clinics, a batch at a time, in id order. */
async function* clinicBatches(db: Database, state: string, size: number): AsyncGenerator<ClinicProvider[]> {
  let afterId: string | null = null;
  for (;;) {
    const batch = (await findBookableClinicsInState(db, { state, afterId, limit: size })) as ClinicProvider[];
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    afterId = batch.at(-1)!.id;
  }
}

const line = (resource: object) => `${JSON.stringify(resource)}\n`;

async function* fileLines(deps: FeedDeps, file: FeedFile, instant: Date): AsyncGenerator<string> {
  if (file.kind === 'locations') {
    for await (const batch of clinicBatches(deps.db, file.state, CLINIC_BATCH)) {
      yield batch.map((clinic) => line(locationResource(deps.site, clinic))).join('');
    }
    return;
  }
  const published = await publishedServices(deps.db, instant);
  if (file.kind === 'schedules') {
    for await (const batch of clinicBatches(deps.db, file.state, CLINIC_BATCH)) {
      yield batch
        .flatMap((clinic) =>
          published
            .filter(({ visit }) => offersVisit(clinic, visit))
            .map(({ service }) => line(scheduleResource(deps.site, clinic.id, service))),
        )
        .join('');
    }
    return;
  }
  const serviceOf = new Map(published.map(({ service, visit }) => [visit, service]));
  const visits = published.map(({ visit }) => visit);
  let pending = '';
  for await (const batch of clinicBatches(deps.db, file.state, SLOT_BATCH)) {
    for (const schedule of await horizonSchedules(deps.db, batch, visits, instant)) {
      for (const lines of scheduleSlotLines(deps.site, schedule, serviceOf.get(schedule.visit)!)) {
        pending += lines;
        if (pending.length >= CHUNK_CHARACTERS) {
          yield pending;
          pending = '';
        }
      }
    }
  }
  if (pending) yield pending;
}
