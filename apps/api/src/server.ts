import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { configuredKeyring } from '#api/modules/security';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { releaseShutdownStepsTogether, workerStoppedCleanly } from './cluster-shutdown.js';
import { type Config, publicUrlWarning } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';
import { underStartupLock } from './db/startup-lock.js';
import { keyListName } from './encryption-keys.js';
import { installGracefulShutdown } from './graceful-shutdown.js';
import { refusalToServe } from './key-rotation.js';
import { startupConfig } from './startup.js';

const started = performance.now();
const config = await startupConfig();

/**
 * Ends the process, with the reason alone, when rows still need an encryption key that is no longer listed
 * (decision 039): serving would answer their codes with 404 and fail to open their data.
 */
async function refuseWithoutNeededKeys(database: DatabaseHandle, config: Config): Promise<void> {
  const keyring = configuredKeyring(config);
  if (!keyring) return;
  const listName = keyListName(process.env, config.DATA_DIR);
  const refusal = await refusalToServe(database.db, keyring, listName, systemClock.now());
  if (!refusal) return;
  console.error(refusal);
  await database.close();
  process.exit(1);
}

/** Migrates and seeds once; workers started afterwards find the database ready. */
async function prepareDatabase(config: Config): Promise<boolean> {
  return underStartupLock(config.DATABASE_URL, async () => {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await refuseWithoutNeededKeys(database, config);
    try {
      return await seedDatabase(database.db, systemClock, { demo: config.SEED_DEMO });
    } finally {
      await database.close();
    }
  });
}

/** One API process: serves until SIGTERM or SIGINT, then drains and closes the database (graceful-shutdown.ts). */
async function serve(config: Config, options: { migrate: boolean; seed: boolean }) {
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const { database, seeded } = await underStartupLock(config.DATABASE_URL, async () => {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      migrate: options.migrate,
    });
    if (options.migrate) await refuseWithoutNeededKeys(database, config);
    const seeded = options.seed ? await seedDatabase(database.db, systemClock, { demo: config.SEED_DEMO }) : false;
    return { database, seeded };
  });
  const ownsDataDir = !config.DATABASE_URL && !config.DATA_DIR.startsWith('memory://');
  const app = await buildApp({
    config: { ...config, WEB_DIST: webDist },
    database,
    ...(ownsDataDir ? { adminDataDir: config.DATA_DIR } : {}),
  });

  installGracefulShutdown(app, database, config);

  await app.listen({ port: config.PORT, host: config.HOST });
  const warning = publicUrlWarning(process.env, config);
  if (warning) app.log.warn(warning);
  app.log.info(
    {
      node: process.versions.node,
      database: database.kind,
      seededDemoChain: seeded,
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    },
    'ready',
  );
}

/** The cluster's primary: prepares the database, keeps `workers` processes running and stops them together. */
async function supervise(config: Config) {
  await prepareDatabase(config);
  let stopSignal: NodeJS.Signals | undefined;
  let stoppedCleanly = true;
  const fork = () => cluster.fork();
  releaseShutdownStepsTogether();
  cluster.on('exit', (_worker, code, signal) => {
    // A worker that dies on its own is replaced; one stopped with the cluster is not, and says how it stopped.
    if (!stopSignal && code !== 0) fork();
    if (stopSignal && !workerStoppedCleanly({ code, signal }, stopSignal)) stoppedCleanly = false;
    if (stopSignal && Object.keys(cluster.workers ?? {}).length === 0) process.exit(stoppedCleanly ? 0 : 1);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopSignal = signal;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.API_WORKERS; i++) fork();
}

if (config.API_WORKERS === 1) await serve(config, { migrate: true, seed: true });
else if (cluster.isPrimary) await supervise(config);
else await serve(config, { migrate: false, seed: false });
