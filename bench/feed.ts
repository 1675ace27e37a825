import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BulkPublishManifestSchema } from '@hs/contracts';
import { readDirectory } from '@hs/directory';
import { BIG_CHAIN_CLINICS, bigChainDirectoryFile } from '../apps/api/src/db/seed/big-chain/generate.js';
import { timePostgresImports } from './big-chain-import.js';
import { residentMb } from './cold-searches.js';
import { createBenchDatabase, createScratchDatabase } from './database.js';
import { occupyInventory } from './inventory.js';
import { startServer } from './server-process.js';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const seconds = (ms: number) => `${fmt(ms / 1000)} s`;
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024)} MB`;

interface FileFigures {
  type: string;
  bytes: number;
  lines: number;
  ms: number;
}

interface FeedFigures {
  files: FileFigures[];
  ms: number;
  /** The largest resident set each API process reached while serving the feed (its high-water mark). */
  peakMb: { role: string; mb: number }[];
}

/** Every line end in a chunk, counted without decoding it. */
function lineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * Downloads one file to nothing, as a client that parses while it reads would, and times it: over node:http, whose
 * streams cost the client far less than fetch's, so the figure is the server's.
 */
function streamFile(url: string, type: string): Promise<FileFigures> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        lines += lineEnds(chunk);
      });
      response.on('end', () => resolve({ type, bytes, lines, ms: performance.now() - started }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The peak resident set (VmHWM) of the server's processes, from the kernel. */
function peakResidentMb(primaryPid: number): { role: string; mb: number }[] {
  return residentMb(primaryPid).map(({ pid, role }) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { role, mb: kb / 1024 };
  });
}

/** The whole feed of the server at `base`: the manifest, then every file it lists, one after the other. */
async function streamWholeFeed(base: string, pid: number): Promise<FeedFigures> {
  const started = performance.now();
  const manifest = BulkPublishManifestSchema.parse(await (await fetch(`${base}/fhir/$bulk-publish`)).json());
  const files: FileFigures[] = [];
  for (const output of manifest.output) {
    // The manifest names files by PUBLIC_URL; the bench asks this server for the same path.
    const url = new URL(output.url);
    files.push(await streamFile(`${base}${url.pathname}`, output.type));
  }
  return { files, ms: performance.now() - started, peakMb: peakResidentMb(pid) };
}

function describe(chain: string, figures: FeedFigures) {
  const byType = ['Location', 'Schedule', 'Slot'].map((type) => {
    const of = figures.files.filter((file) => file.type === type);
    const bytes = of.reduce((sum, file) => sum + file.bytes, 0);
    const lines = of.reduce((sum, file) => sum + file.lines, 0);
    const ms = of.reduce((sum, file) => sum + file.ms, 0);
    return `${type} ${of.length} files, ${lines.toLocaleString('en-US')} resources, ${mb(bytes)} in ${seconds(ms)}`;
  });
  const bytes = figures.files.reduce((sum, file) => sum + file.bytes, 0);
  const slowest = figures.files.reduce((a, b) => (b.ms > a.ms ? b : a));
  const memory = figures.peakMb.map((p) => `${p.role} ${fmt(p.mb, 0)} MB`).join(', ');
  return (
    `${chain}: the whole feed (${figures.files.length} files, ${mb(bytes)}) in ${seconds(figures.ms)}, ` +
    `${fmt(bytes / 1024 / 1024 / (figures.ms / 1000))} MB/s; ${byType.join('; ')}; ` +
    `slowest file ${seconds(slowest.ms)} (${mb(slowest.bytes)}); peak resident memory ${memory}`
  );
}

const serverEnv = () => ({
  API_WORKERS: '1',
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://clinic.example.com',
});

/**
 * The open availability feed streamed whole, file after file, by one client from one API process: for the demo
 * chain (with 30 % of the seats at its 50 clinics nearest Cincinnati booked and 5 % held), on PGlite or
 * PostgreSQL (DATABASE_URL), and on PostgreSQL for the country-wide chain (`BENCH_BIG_CLINICS`, 10,000 by
 * default). Time, bytes, resources and each process's peak resident memory. Prints figures; asserts nothing.
 */
export async function feedFigures() {
  const now = new Date();
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const demo = await createBenchDatabase(now);
  try {
    const loader = await demo.open();
    const occupied = await occupyInventory(loader.db, {
      latitude: 39.1072,
      longitude: -84.502,
      clinics: 50,
      days: 14,
      bookedShare: 0.3,
      heldShare: 0.05,
      now,
    });
    await loader.close();
    console.log(`feed on ${demo.kind}: ${occupied.booked} seat-cells booked and ${occupied.held} held first`);
    const server = await startServer({ ...demo.serverEnv, ...serverEnv() }, port);
    try {
      console.log(`  ${describe('demo chain', await streamWholeFeed(server.url, server.pid))}`);
    } finally {
      await server.stop();
    }
  } finally {
    await demo.dispose();
  }

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('  country-wide chain: set DATABASE_URL (PostgreSQL)');
    return;
  }
  const clinics = Number(process.env.BENCH_BIG_CLINICS ?? BIG_CHAIN_CLINICS);
  const big = await createScratchDatabase(url, 'hs_bench_feed');
  try {
    const work = mkdtempSync(path.join(tmpdir(), 'hs-bench-feed-'));
    try {
      const file = path.join(work, 'big-chain.json');
      writeFileSync(file, JSON.stringify(bigChainDirectoryFile({ today: now, clinics })));
      const read = await readDirectory(file);
      if (!read.ok) throw new Error('the country-wide chain does not read');
      const imported = await timePostgresImports(big.url, read.directory);
      console.log(`  country-wide chain of ${clinics} clinics imported in ${seconds(imported.firstMs)}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    const server = await startServer({ ...serverEnv(), DATABASE_URL: big.url }, port);
    try {
      console.log(
        `  ${describe(`country-wide chain (${clinics} clinics)`, await streamWholeFeed(server.url, server.pid))}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await big.drop();
  }
}
