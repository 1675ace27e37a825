import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';

const started = performance.now();
const config = loadConfig();
const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const seeded = await seedDatabase(database.db, systemClock, { demo: config.SEED_DEMO });
const app = await buildApp({ config: { ...config, WEB_DIST: webDist }, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  {
    database: database.kind,
    seededDemoChain: seeded,
    startupMs: Math.round(performance.now() - started),
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
  },
  'ready',
);
