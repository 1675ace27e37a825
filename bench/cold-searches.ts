import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { physicalResultsPath } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { rowsOf } from '../apps/api/src/db/sql-values.js';
import { CLINIC_SERVICES, WINDOW_DAYS } from './mixed-load.js';
import { runWrk } from './wrk.js';

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Varied searches both chains can answer alike: at the ZIP codes of the demo's bookable clinics (every one in a
 * metro the country-wide chain covers too), for the mix of services visitors ask for, from each day of the
 * booking window for a week, within 25 miles, the 10 nearest clinics: the demo fills those 10 in each of its
 * metros, so both chains return as much and what differs is only how many clinics the database holds.
 */
export async function searchPaths(demo: Database, count: number): Promise<string[]> {
  const zips = rowsOf<{ zip: string }>(
    await demo.execute(
      sql`select distinct postal_code as zip from clinics where is_scheduler_enabled order by postal_code`,
    ),
  ).map((row) => row.zip);
  const today = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const start = today + ((i * 5) % WINDOW_DAYS) * DAY_MS;
    const query = new URLSearchParams({
      'filter.freeFormAddress': zips[(i * 7) % zips.length]!,
      'filter.radius': '25',
      'filter.maxResults': '10',
      'filter.serviceIds': String(CLINIC_SERVICES[i % CLINIC_SERVICES.length]),
      'filter.businessNames': 'tlc',
      'filter.startDate': ymd(start),
      'filter.endDate': ymd(Math.min(start + 6 * DAY_MS, today + (WINDOW_DAYS - 1) * DAY_MS)),
    });
    return `${physicalResultsPath}?${query}`;
  });
}

export interface SearchFigures {
  perSecond: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
  non2xx: number;
  meanKb: number;
  /** Clinics per answer, averaged over one pass through the paths. */
  meanProviders: number;
}

/** One pass through the paths, one at a time: how many clinics each answer holds (and code paths warmed). */
async function meanProviders(baseUrl: string, paths: readonly string[]): Promise<number> {
  let providers = 0;
  for (const path of paths) {
    const body = (await (await fetch(`${baseUrl}${path}`)).json()) as {
      data?: { appointmentTimeSlots?: unknown[] };
    };
    providers += body.data?.appointmentTimeSlots?.length ?? 0;
  }
  return providers / paths.length;
}

/** Loads the server with the paths in turn for `seconds`, `connections` in flight, through wrk. */
export async function coldSearches(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; pathsFile: string },
): Promise<SearchFigures> {
  writeFileSync(options.pathsFile, `${paths.join('\n')}\n`);
  const providers = await meanProviders(baseUrl, paths);
  const figures = runWrk<{
    requests: number;
    seconds: number;
    bytes: number;
    errors: number;
    non2xx: number;
    p50: number;
    p95: number;
  }>('./wrk-paths.lua', [`-c${options.connections}`, `-d${options.seconds}s`, baseUrl], {
    WRK_PATHS: options.pathsFile,
    WRK_SUMMARY: fileURLToPath(new URL('./wrk-summary.lua', import.meta.url)),
  });
  return {
    perSecond: figures.requests / figures.seconds,
    p50: figures.p50,
    p95: figures.p95,
    requests: figures.requests,
    errors: figures.errors,
    non2xx: figures.non2xx,
    meanKb: figures.bytes / Math.max(1, figures.requests) / 1024,
    meanProviders: providers,
  };
}

/** Resident memory of a server's processes: the primary's and each worker's, MB. */
export function residentMb(primaryPid: number): { pid: number; mb: number; role: string }[] {
  // ps exits with 1 when it lists no process (a server of one process has no workers).
  const read = (args: string[]) =>
    (spawnSync('ps', ['-o', 'pid=,rss=', ...args], { encoding: 'utf8' }).stdout ?? '')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const primary = read(['-p', String(primaryPid)]).map(([pid, kb]) => ({ pid, mb: kb / 1024, role: 'primary' }));
  const workers = read(['--ppid', String(primaryPid)]).map(([pid, kb]) => ({ pid, mb: kb / 1024, role: 'worker' }));
  return [...primary, ...workers];
}
