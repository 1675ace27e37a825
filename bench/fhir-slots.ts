import { type LoadFigures, loadTest } from './availability.js';
import { createBenchDatabase } from './database.js';
import { occupyInventory } from './inventory.js';
import { startServer } from './server-process.js';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ymd = (date: Date) => date.toISOString().slice(0, 10);

const CINCINNATI = { latitude: 39.1072, longitude: -84.502 };
/** A sick visit: the service most searched, and the results bench's own. */
const SICK_VISIT = 29;

const describe = (load: LoadFigures) =>
  `${fmt(load.perSecond)} req/s, ${Object.entries(load.percentiles)
    .map(([name, ms]) => `${name} ${fmt(ms)} ms`)
    .join(
      ', ',
    )}, ${load.errors} errors, ${load.non2xx} non-2xx, ${fmt(load.meanBytes / 1024)} KB per answer (${load.tool})`;

/**
 * The FHIR Slot search beside the results endpoint, over the same clinic, service and days (`BENCH_ONLY=fhir`):
 * one clinic's sick-visit times for its whole window through the timeslots endpoint the results page calls, then
 * the same schedule's Slots through FHIR (free ones, and every status), with a share of seats booked and held.
 */
export async function fhirSlotFigures(): Promise<void> {
  const now = new Date();
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const database = await createBenchDatabase(now);
  try {
    const loader = await database.open();
    await occupyInventory(loader.db, { ...CINCINNATI, clinics: 5, days: 14, bookedShare: 0.3, heldShare: 0.05, now });
    await loader.close();
    const workers = Number(process.env.BENCH_WORKERS ?? (database.kind === 'postgres' ? 2 : 1));
    const server = await startServer(
      { ...database.serverEnv, API_WORKERS: String(workers) },
      Number(process.env.BENCH_PORT ?? 4180),
    );
    try {
      const found = (await (await fetch(`${server.url}/fhir/Location?address-postalcode=452&_count=1`)).json()) as {
        entry?: { resource: { id: string } }[];
      };
      const clinic = found.entry?.[0]?.resource.id;
      if (!clinic) throw new Error('No clinic near 45202 takes bookings online');
      const last = ymd(new Date(now.getTime() + 13 * 86_400_000));
      const urls = {
        results:
          `${server.url}/appointment-management/v3/timeslots?filter.locationIds=${clinic}&filter.serviceIds=${SICK_VISIT}` +
          `&filter.startDate=${ymd(now)}&filter.endDate=${last}&filter.businessNames=tlc`,
        free: `${server.url}/fhir/Slot?schedule=${clinic}-${SICK_VISIT}&status=free&_count=500`,
        every: `${server.url}/fhir/Slot?schedule=${clinic}-${SICK_VISIT}&_count=500`,
      };
      for (const url of Object.values(urls)) {
        const probe = await fetch(url);
        if (probe.status !== 200) throw new Error(`${url}: ${probe.status} ${await probe.text()}`);
      }
      console.log(`Database: ${database.kind}. API workers: ${workers}. Clinic ${clinic}, sick visits, 14 days.`);
      console.log(
        `timeslots (the results page's call): ${describe(await loadTest(urls.results, { connections, seconds }))}`,
      );
      console.log(`FHIR Slot search, free: ${describe(await loadTest(urls.free, { connections, seconds }))}`);
      console.log(`FHIR Slot search, every status: ${describe(await loadTest(urls.every, { connections, seconds }))}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}
