import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatProblem, readDirectory } from '@hs/directory';
import { BIG_CHAIN_CLINICS, bigChainDirectoryFile } from '../apps/api/src/db/seed/big-chain/generate.js';
import { type ImportFigures, timePgliteImports, timePostgresImports } from './big-chain-import.js';
import { coldSearches, residentMb, type SearchFigures, searchPaths } from './cold-searches.js';
import { createBenchDatabase, createScratchDatabase } from './database.js';
import { startServer } from './server-process.js';

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const seconds = (ms: number) => `${fmt(ms / 1000)} s`;

function describeImport(kind: string, figures: ImportFigures) {
  return (
    `import into a fresh ${kind} database: ${seconds(figures.firstMs)} (${figures.firstStatus}); ` +
    `the same file again: ${seconds(figures.againMs)} (${figures.againStatus})`
  );
}

function describeSearch(chain: string, figures: SearchFigures) {
  return (
    `${chain}: ${fmt(figures.perSecond)} searches/s, p50 ${fmt(figures.p50)} ms, p95 ${fmt(figures.p95)} ms, ` +
    `${figures.requests} requests, ${figures.errors} errors, ${figures.non2xx} non-2xx, ` +
    `${fmt(figures.meanProviders)} clinics and ${fmt(figures.meanKb)} KB per answer`
  );
}

/**
 * The country-wide chain (`BENCH_BIG_CLINICS` clinics, 10,000 by default): its directory file checked as the
 * command checks it, imported into fresh PostgreSQL (DATABASE_URL) and PGlite databases, twice each; then, on
 * PostgreSQL with 2 API workers and the availability cache off, the same varied searches against the demo chain
 * and against it, and each API process's memory with it loaded. Prints figures; asserts nothing.
 */
export async function directoryFigures() {
  const clinics = Number(process.env.BENCH_BIG_CLINICS ?? BIG_CHAIN_CLINICS);
  const work = mkdtempSync(path.join(tmpdir(), 'hs-bench-directory-'));
  try {
    const file = path.join(work, 'big-chain.json');
    let started = performance.now();
    const generated = bigChainDirectoryFile({ today: new Date(), clinics });
    writeFileSync(file, JSON.stringify(generated));
    console.log(
      `country-wide chain: ${generated.clinics.length} clinics in ${new Set(generated.clinics.map((c) => c.address.state)).size} states, ` +
        `${generated.providers.length} other providers, ${generated.closures.length} closures, ` +
        `${fmt(statSync(file).size / 1024 / 1024)} MB of JSON, generated in ${seconds(performance.now() - started)}`,
    );
    started = performance.now();
    const read = await readDirectory(file);
    if (!read.ok) throw new Error(read.problems.slice(0, 5).map(formatProblem).join('\n'));
    console.log(`  read and checked as the command does: ${seconds(performance.now() - started)}`);

    const url = process.env.DATABASE_URL;
    const big = url ? await createScratchDatabase(url, 'hs_bench_big') : undefined;
    try {
      if (big) console.log(`  ${describeImport('PostgreSQL', await timePostgresImports(big.url, read.directory))}`);
      console.log(`  ${describeImport('PGlite', await timePgliteImports(read.directory))}`);
      if (big) await compareSearches(big.url, work);
      else console.log('  cold searches against it: set DATABASE_URL (PostgreSQL with 2 API workers)');
    } finally {
      await big?.drop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The same cold searches on the demo chain and on the big one, one server at a time, then the big one's memory. */
async function compareSearches(bigUrl: string, work: string) {
  const demo = await createBenchDatabase(new Date());
  try {
    const handle = await demo.open();
    const paths = await searchPaths(handle.db, Number(process.env.BENCH_SEARCH_PATHS ?? 200));
    await handle.close();
    const port = Number(process.env.BENCH_PORT ?? 4180);
    const options = {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      pathsFile: path.join(work, 'paths.txt'),
    };
    const serverEnv = {
      API_WORKERS: process.env.BENCH_WORKERS ?? '2',
      AVAILABILITY_CACHE_ENTRIES: '0',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    console.log(
      `  ${paths.length} varied searches in turn (demo clinics' ZIP codes, 25 miles, 10 nearest, 7 days), ` +
        `${options.connections} connections for ${options.seconds} s, ${serverEnv.API_WORKERS} API workers, cache off:`,
    );
    const demoServer = await startServer({ ...serverEnv, DATABASE_URL: demo.serverEnv.DATABASE_URL }, port);
    let demoFigures: SearchFigures;
    try {
      demoFigures = await coldSearches(demoServer.url, paths, options);
    } finally {
      await demoServer.stop();
    }
    console.log(`    ${describeSearch('demo chain', demoFigures)}`);
    const bigServer = await startServer({ ...serverEnv, DATABASE_URL: bigUrl }, port);
    try {
      const bigFigures = await coldSearches(bigServer.url, paths, options);
      console.log(`    ${describeSearch('country-wide chain', bigFigures)}`);
      console.log(
        `    country-wide / demo: ${fmt((bigFigures.perSecond / demoFigures.perSecond) * 100)} % of the searches/s, ` +
          `p50 ${fmt((bigFigures.p50 / demoFigures.p50) * 100)} %, p95 ${fmt((bigFigures.p95 / demoFigures.p95) * 100)} %`,
      );
      const memory = residentMb(bigServer.pid)
        .map((process) => `${process.role} ${fmt(process.mb, 0)} MB`)
        .join(', ');
      console.log(`  resident memory per API process with the country-wide chain, after its searches: ${memory}`);
    } finally {
      await bigServer.stop();
    }
  } finally {
    await demo.dispose();
  }
}
