import type { App } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long no request may be under way before the listener closes: enough for the event loop to read what waits. */
const QUIET_MS = 250;

/**
 * Stops the process without losing work. SIGTERM (an orchestrator or `docker stop`) first drains: readiness
 * turns 503 and answers ask clients to reconnect elsewhere, for SHUTDOWN_DRAIN_SECONDS, while everything that
 * arrives is still served. Once no request has been under way for a moment, the server stops listening,
 * finishes anything still in flight, closes the database (PGlite writes its last pages on close) and exits 0.
 * SIGINT (Ctrl-C at a terminal) skips the fixed drain. Past SHUTDOWN_TIMEOUT_SECONDS after the drain the
 * listener closes anyway, and a little later the process exits 1 rather than hang.
 */
export function installGracefulShutdown(app: App, database: DatabaseHandle, config: Config): void {
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      drainMs + config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    );
    force.unref();
    try {
      app.draining.active = true;
      await sleep(drainMs);
      await app.draining.whenQuiet(QUIET_MS, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
      await app.close();
      await database.close();
      clearTimeout(force);
      app.log.info({ shutdownMs: Math.round(performance.now() - started) }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
