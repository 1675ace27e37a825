// `npm run bench`: availability under load, booking under contention, then the web app's figures (the first
// screen's size from the build and as Chromium downloads it, and Lighthouse), on PGlite (default) or PostgreSQL
// (DATABASE_URL). `BENCH_ONLY=web` runs the web app's figures alone, `BENCH_ONLY=usable` those without Lighthouse
// (the first screens' time until usable), `BENCH_ONLY=server` all but them, `BENCH_ONLY=directory` the
// country-wide chain's import, cold searches and memory alone, `BENCH_ONLY=staff` the staff day list under the
// mixed public load alone, `BENCH_ONLY=feed` the open availability feed streamed whole for the demo chain and the
// country-wide one (only when asked: the latter takes minutes), `BENCH_ONLY=fhir` the FHIR Slot search beside the
// results' timeslots call. Prints figures; asserts nothing.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WaitlistFigures } from '@hs/contracts/staff-waitlist';
import { freeSlots } from '../apps/api/src/production/bookings.js';
import { startSmtpReceiver } from '../apps/api/src/test/smtp-receiver.js';
import { firstScreenPages } from '../e2e/support/first-screen-pages.js';
import { type LoadFigures, loadTest } from './availability.js';
import { firstScreenBundle } from './bundle-size.js';
import { bookingContention, countOverbookedCells } from './contention.js';
import { createBenchDatabase } from './database.js';
import { directoryFigures } from './directory.js';
import { feedFigures } from './feed.js';
import { fhirSlotFigures } from './fhir-slots.js';
import { firstResultsBytes } from './first-results-bytes.js';
import { firstScreenInBrowser } from './first-screen-browser.js';
import { startHttpsFront } from './https-front.js';
import { occupyInventory } from './inventory.js';
import { lighthouseFigures } from './lighthouse.js';
import { demoMetros, type MixedFigures, type MixedPace, mixedLoad } from './mixed-load.js';
import { outboxBenchmark } from './outbox.js';
import { rescheduleContention } from './reschedule-contention.js';
import { startServer } from './server-process.js';
import { bookDeskDay, type StaffReadFigures, seedStaffDesk, staffReadLoad, staffReads } from './staff-day-list.js';
import { timeUntilUsable } from './time-until-usable.js';
import {
  answerOffers,
  cancelAndTimeOffers,
  fillAndLineUp,
  seedWaitlistClinic,
  waitlistClinicFigures,
} from './waitlist-offers.js';
import { auditedPages, withApi } from './web-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const now = new Date();
const ymd = (date: Date) => date.toISOString().slice(0, 10);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

const CINCINNATI = { latitude: 39.1072, longitude: -84.502 };

const ms = (p: { p50: number; p95: number; p99: number }) =>
  `p50 ${fmt(p.p50)} ms, p95 ${fmt(p.p95)} ms, p99 ${fmt(p.p99)} ms`;

/** The public load that keeps the machine busy: visitors who send their next request as soon as one is answered. */
const SATURATING: MixedPace = { clients: 20 };

const paceText = (pace: MixedPace) =>
  'clients' in pace ? `${pace.clients} visitors without pause` : `${fmt(pace.perSecond)} new visitors a second`;

function describeMixed(mixed: MixedFigures, metros: number, pace: MixedPace) {
  return (
    `mixed load (${paceText(pace)}, ${fmt(mixed.seconds, 0)} s, ${metros} metros, 1 in 10 searches goes on to hold and book): ` +
    `${fmt(mixed.searchesPerSecond)} searches/s (${ms(mixed.search)}, ${fmt(mixed.meanSearchKb)} KB each), ` +
    `${fmt(mixed.bookingsPerSecond)} bookings/s (${ms(mixed.booking)}), ${mixed.holds} holds (${ms(mixed.hold)}), ` +
    `${mixed.holdConflicts} holds and ${mixed.bookingConflicts} bookings lost to others, ${mixed.errors} errors`
  );
}

async function main() {
  const database = await createBenchDatabase(now);
  console.log(`Database: ${database.kind}. Load: ${connections} connections for ${seconds} s per scenario.`);

  const loader = await database.open();
  const occupied = await occupyInventory(loader.db, {
    ...CINCINNATI,
    clinics: 50,
    days: 14,
    bookedShare: 0.3,
    heldShare: 0.05,
    now,
  });
  const metros = await demoMetros(loader.db);
  if (database.kind === 'pglite') await loader.close();
  console.log(
    `Inventory: ${occupied.booked} seat-cells booked and ${occupied.held} held at the 50 clinics nearest 45202.`,
  );

  // One API process per core on PostgreSQL, as production runs it; the embedded database allows only one.
  const workers = Number(process.env.BENCH_WORKERS ?? (database.kind === 'postgres' ? 2 : 1));
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const serverEnv = { ...database.serverEnv, API_WORKERS: String(workers) };
  console.log(`API workers: ${workers}.`);
  let server = await startServer(serverEnv, port);
  try {
    const query = new URLSearchParams({
      'filter.freeFormAddress': '45202',
      'filter.radius': '50',
      'filter.maxResults': '50',
      'filter.serviceIds': '29',
      'filter.businessNames': 'tlc',
      'filter.startDate': ymd(now),
      'filter.endDate': ymd(new Date(now.getTime() + 13 * 86_400_000)),
    });
    const url = `${server.url}/appointment-management/v1/results/physical?${query}`;
    const probe = await fetch(url);
    const body = (await probe.json()) as { data?: { appointmentTimeSlots?: unknown[] } };
    console.log(
      `results/physical answers ${probe.status} with ${body.data?.appointmentTimeSlots?.length ?? 0} providers.`,
    );

    const wire = await firstResultsBytes(server.url, ymd(now), ymd(new Date(now.getTime() + 13 * 86_400_000)));
    console.log('first results view, bytes over the wire (brotli / gzip):');
    for (const call of wire.calls) {
      console.log(`  ${call.call}: ${call.brotli} / ${call.gzip} B (${call.encodings})`);
    }
    console.log(`  total: ${fmt(wire.total.brotli / 1024)} / ${fmt(wire.total.gzip / 1024)} KB`);

    const describe = (load: LoadFigures) =>
      `${fmt(load.perSecond)} req/s, ${Object.entries(load.percentiles)
        .map(([name, ms]) => `${name} ${fmt(ms)} ms`)
        .join(', ')}, ${load.requests} requests, ${load.errors} errors, ${load.non2xx} non-2xx, ` +
      `${fmt(load.meanBytes / 1024)} KB per answer (${load.tool})`;
    console.log(`results/physical (50 clinics, 14 days): ${describe(await loadTest(url, { connections, seconds }))}`);

    const slots = await freeSlots(server.url, 550);
    // A first round warms the booking path (compiled code, pooled connections); only the second is counted.
    await bookingContention(server.url, slots.slice(0, 50), { perSlot: 4, concurrency: 50, firstPatient: 1 });
    const targets = slots.slice(50);
    const contention = await bookingContention(server.url, targets, {
      perSlot: 4,
      concurrency: 50,
      firstPatient: 1000,
    });
    console.log(
      `booking contention (${targets.length} slots × 4 competing requests, 50 in flight): ` +
        `${fmt(contention.bookingsPerSecond)} bookings/s, ${fmt(contention.requestsPerSecond)} requests/s, ` +
        `${contention.booked} booked, ${contention.conflicts} conflicts, other ${JSON.stringify(contention.otherStatuses)}`,
    );
    // Appointments of their own moving into one-seat slots, 4 asking for each: one wins, the others keep theirs.
    const moves = await rescheduleContention(server.url, await freeSlots(server.url, 500), {
      perTarget: 4,
      concurrency: 50,
      firstPatient: 5000,
    });
    console.log(
      `reschedule contention (${moves.attempts} moves, 4 competing for each slot, 50 in flight): ` +
        `${fmt(moves.reschedulesPerSecond)} reschedules/s, ${fmt(moves.requestsPerSecond)} requests/s, ` +
        `${moves.moved} moved, ${moves.conflicts} conflicts, other ${JSON.stringify(moves.otherStatuses)}`,
    );

    // Visitors searching different places, services and days while others hold and book.
    const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
    const mixed = await mixedLoad(server.url, metros, { pace: SATURATING, seconds: mixedSeconds });
    console.log(describeMixed(mixed, metros.length, SATURATING));

    // The same search with nothing reused between requests: every provider's slots computed from its claims.
    await server.stop();
    server = await startServer({ ...serverEnv, AVAILABILITY_CACHE_ENTRIES: '0' }, port);
    console.log(
      `results/physical, every answer computed afresh: ${describe(await loadTest(url, { connections, seconds }))}`,
    );
  } finally {
    await server.stop();
  }
  const outbox = await outboxBenchmark(serverEnv, port, { bookingsPerRound: 200, rounds: 3 });
  console.log(
    `booking without contention, outbox off / on: ${fmt(outbox.bookingsPerSecondWithout)} / ` +
      `${fmt(outbox.bookingsPerSecondWith)} bookings/s (${fmt(outbox.bookingChange * 100)} %; rounds ` +
      `${outbox.rounds.without.map((rate) => fmt(rate)).join(', ')} / ${outbox.rounds.with.map((rate) => fmt(rate)).join(', ')}); ` +
      `e-mails delivered to a local SMTP server: ${outbox.delivered} at ${fmt(outbox.deliveredPerSecond)} per second ` +
      '(from the server starting, with the .ics)',
  );
  // PGlite has one writer, so the ledger is checked once the server has let go of it.
  const checker = database.kind === 'pglite' ? await database.open() : loader;
  console.log(`double-booked cells in the ledger: ${await countOverbookedCells(checker.db)}`);
  await checker.close();
  await database.dispose();
}

/**
 * A front desk's day list of a clinic with 200 visits (booked through the public API, so every record is sealed
 * as a real one), first alone, then while the mixed public load runs on the same server (goal: p95 ≤ 100 ms).
 */
async function staffFigures() {
  const database = await createBenchDatabase(now);
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const origin = `http://127.0.0.1:${port}`;
  const desks = Number(process.env.BENCH_STAFF_DESKS ?? 2);
  const loader = await database.open();
  // One more member than there are desks, reading the lightest staff answer beside them.
  const desk = await seedStaffDesk(loader.db, origin, desks + 1);
  const metros = await demoMetros(loader.db);
  await loader.close();
  const [frontDesks, baseline] = [desk.cookies.slice(0, desks), desk.cookies.slice(desks)];
  const reads = staffReads(desk);
  const workers = Number(process.env.BENCH_WORKERS ?? (database.kind === 'postgres' ? 2 : 1));
  const server = await startServer({ ...database.serverEnv, API_WORKERS: String(workers), PUBLIC_URL: origin }, port);
  try {
    const booked = await bookDeskDay(server.url, desk, 200);
    const alone = await staffReadLoad(server.url, reads.dayList, frontDesks, 5);
    const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
    const staffPace = { perSecond: Number(process.env.BENCH_STAFF_READS_PER_SECOND ?? 8) };
    const during = async (pace: MixedPace) => {
      const [loaded, light, mixed] = await Promise.all([
        staffReadLoad(server.url, reads.dayList, frontDesks, seconds, staffPace),
        staffReadLoad(server.url, reads.oneClinic, baseline, seconds, staffPace),
        mixedLoad(server.url, metros, { pace, seconds }),
      ]);
      return { loaded, light, mixed, pace };
    };
    // First the public load that holds the machine, which finds what it serves; then half of that, arriving at a
    // steady rate as a public site's visitors do, which is the load a front desk works beside.
    const saturated = await during(SATURATING);
    const steady = await during({ perSecond: Math.round(saturated.mixed.searchesPerSecond / 2) });
    const figures = (read: StaffReadFigures) =>
      `${ms(read.latency)}, ${fmt(read.perSecond)} reads/s, ${read.errors} errors`;
    console.log(
      `staff day list on ${database.kind} (${workers} API workers; ${booked} visits booked on ${desk.date}):`,
    );
    console.log(`  ${desks} front desks alone, 5 s: ${figures(alone)}, ${alone.visits} visits each`);
    for (const { loaded, light, mixed, pace } of [saturated, steady]) {
      console.log(
        `  ${staffPace.perSecond} day lists a second from ${desks} front desks during the mixed load, ` +
          `${paceText(pace)}, ${seconds} s: ${figures(loaded)}, ` +
          `${loaded.visits} visits each${pace === SATURATING ? '' : ' (goal: p95 ≤ 100 ms)'}`,
      );
      console.log(
        `    beside them, as often, one member reading one clinic's name (the session's own cost): ${figures(light)}`,
      );
      console.log(`    ${describeMixed(mixed, metros.length, pace)}`);
    }
  } finally {
    await server.stop();
    await database.dispose();
  }
}

function describeWaitlistFigures(figures: WaitlistFigures, answered: { booked: number; declined: number }) {
  const { offers, acceptanceRate, medianDaysEarlier } = figures;
  const rate = acceptanceRate === null ? 'none ended' : `${fmt(acceptanceRate * 100)}%`;
  const median = medianDaysEarlier === null ? 'none accepted' : `${fmt(medianDaysEarlier)} days`;
  return (
    `then ${answered.booked} offers booked through their links and ${answered.declined} declined, the rest left held; ` +
    `the staff console's figures for the clinic: ${offers.made} offers made, ${offers.accepted} accepted, ` +
    `${offers.declined} declined, ${offers.expired} ran out, ${offers.withdrawn} withdrawn, ${offers.open} held; ` +
    `acceptance rate ${rate}, median ${median} earlier`
  );
}

/**
 * Cancellations freeing seats that people wait for, during the mixed public load at a steady rate: the time from a
 * cancellation's answer to its seat's offer e-mail arriving at a local SMTP server (decision 060). Then some offers
 * are answered, and the clinic's figures read as the staff console reads them.
 */
async function waitlistFigures() {
  const database = await createBenchDatabase(now);
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const seats = Number(process.env.BENCH_WAITLIST_SEATS ?? 40);
  const loader = await database.open();
  const clinic = await seedWaitlistClinic(loader.db);
  const metros = await demoMetros(loader.db);
  await loader.close();
  const arrivals = new Map<string, number>();
  const smtp = await startSmtpReceiver({ onMessage: (mail) => arrivals.set(mail.messageId, Date.now()) });
  const workers = Number(process.env.BENCH_WORKERS ?? (database.kind === 'postgres' ? 2 : 1));
  let answered = { booked: 0, declined: 0 };
  try {
    const server = await startServer(
      {
        ...database.serverEnv,
        API_WORKERS: String(workers),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'The Local Clinic <appointments@localhost>',
        WAITLIST_JOIN_LIMIT: '10000',
        // The API's own compiler settings: its e-mails are JSX for the automatic runtime.
        TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      },
      port,
    );
    try {
      const booked = await fillAndLineUp(server.url, smtp, clinic, seats);
      const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
      const perSecond = Number(process.env.BENCH_WAITLIST_PUBLIC_PER_SECOND ?? 10);
      const [mixed, offers] = await Promise.all([
        mixedLoad(server.url, metros, { pace: { perSecond }, seconds }),
        cancelAndTimeOffers(server.url, smtp, arrivals, booked, booked.length / seconds),
      ]);
      console.log(
        `waitlist on ${database.kind} (${workers} API workers): ${offers.cancelled} cancellations of waited-for seats in ` +
          `${seconds} s, ${offers.offered} offers e-mailed; cancellation → offer at the SMTP server ` +
          `${ms(offers.latency)} (goal: p95 < 5 s)`,
      );
      console.log(`  beside them: ${describeMixed(mixed, metros.length, { perSecond })}`);
      answered = await answerOffers(server.url, smtp);
    } finally {
      await server.stop();
      await smtp.close();
    }
    // After the server: an embedded database has one process at a time.
    const reader = await database.open();
    const figures = await waitlistClinicFigures(reader.db);
    await reader.close();
    console.log(`  ${describeWaitlistFigures(figures, answered)}`);
  } finally {
    await database.dispose();
  }
}

/**
 * The built web app, served by our API with its demo data on a throw-away embedded database: the first screens'
 * JavaScript and time until usable, then (with `lighthouse`) Lighthouse's audits.
 */
async function webFigures(lighthouse: boolean) {
  execSync('npm run build --silent -w apps/web', { cwd: root, stdio: 'ignore' });
  const bundle = firstScreenBundle();
  console.log(
    `search form's static imports from the build manifest (a floor: code loaded on demand is not in it): ` +
      `${fmt(bundle.jsGzipKb)} KB JavaScript and ${fmt(bundle.cssGzipKb)} KB CSS, gzipped`,
  );
  const port = Number(process.env.BENCH_WEB_PORT ?? 4181);
  // The web figures need only the demo data: a throw-away embedded database, whatever DATABASE_URL says.
  const server = await startServer({ DATA_DIR: 'memory://', SEED_DEMO: 'true', DATABASE_URL: undefined }, port);
  try {
    for (const [language, path] of [
      ['English', '/health-services/scheduler'],
      ['Spanish', '/health-services/scheduler?lang=es'],
    ] as const) {
      const browser = await firstScreenInBrowser(server.url, path);
      console.log(
        `search form's JavaScript in ${language} as Chromium receives it until the form is usable: ` +
          `${fmt(browser.jsGzipKb)} KB, gzip-encoded (usable after ${fmt(browser.ms / 1000, 2)} s unthrottled)` +
          `\n  ${browser.lines.join('\n  ')}`,
      );
    }
    // As patients reach it (HTTPS and HTTP/2 from the reverse proxy of docs/deploy.md), and straight from the
    // server over HTTP/1.1, as earlier figures were taken.
    const front = await startHttpsFront(server.url, Number(process.env.BENCH_HTTPS_PORT ?? 4182));
    if (!front) console.log('caddy is not installed (apt-get install -y caddy): figures straight from the server only');
    try {
      const origins = [
        ...(front ? [{ origin: front.url, how: 'as deployed, through Caddy (HTTPS, HTTP/2)' }] : []),
        { origin: server.url, how: 'straight from the server (HTTP/1.1)' },
      ];
      for (const { origin, how } of origins) await usableFigures(server.url, origin, how);
      if (!lighthouse) return;
      for (const { origin, how } of origins) {
        for (const page of await lighthouseFigures(origin, await auditedPages(server.url))) {
          console.log(
            `Lighthouse (mobile) ${page.name}, ${how}: performance ${page.performance}, accessibility ` +
              `${page.accessibility}, best practices ${page.bestPractices}; LCP ${fmt(page.lcpMs / 1000, 2)} s, ` +
              `TBT ${fmt(page.tbtMs, 0)} ms, CLS ${fmt(page.cls, 3)}; this machine's benchmark index ` +
              fmt(page.benchmarkIndex, 0),
          );
        }
      }
    } finally {
      await front?.stop();
    }
  } finally {
    await server.stop();
  }
}

/** The first screens' time until usable, loaded from `origin`; the tab's state is prepared through the API itself. */
async function usableFigures(api: string, origin: string, how: string) {
  const runs = Number(process.env.BENCH_USABLE_RUNS ?? 5);
  console.log(
    `time until usable ${how}, at Lighthouse's mobile settings (4× slower CPU, 150 ms latency, 1.6 Mbit/s ` +
      `down), median of ${runs} loads, each in a fresh context, with the encodings Chromium accepts (Brotli); ` +
      'JavaScript received by then, as encoded:',
  );
  const usable = await withApi(api, async (client) => timeUntilUsable(origin, await firstScreenPages(client), runs));
  for (const page of usable) {
    const [least, most] = page.jsKbRange;
    console.log(
      `  ${page.screen}: ${fmt(page.medianMs / 1000, 2)} s, ${fmt(page.medianJsKb)} KB ` +
        `(runs ${page.runsMs.map((ms) => fmt(ms / 1000, 2)).join(', ')} s; ${fmt(least)}–${fmt(most)} KB)`,
    );
  }
}

const only = process.env.BENCH_ONLY;
if (only === undefined || only === 'server') await main();
if (only === undefined || only === 'server' || only === 'directory') await directoryFigures();
if (only === undefined || only === 'server' || only === 'staff') await staffFigures();
if (only === undefined || only === 'web' || only === 'usable') await webFigures(only !== 'usable');
if (only === 'feed') await feedFigures();
if (only === 'fhir') await fhirSlotFigures();
if (only === undefined || only === 'server' || only === 'waitlist') await waitlistFigures();
