import type { App } from './app.js';
import { inEveryWorker } from './cluster-shutdown.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a connection must go without a request before it is closed: enough for the event loop to read what waits. */
const QUIET_MS = 250;
/** After the shutdown timeout, how long closing the app and the database may take before the process gives up. */
const CLOSE_MS = 5000;

/**
 * Stops the process without losing work. SIGTERM (an orchestrator or `docker stop`) first drains: readiness
 * turns 503 and answers ask clients to reconnect, for SHUTDOWN_DRAIN_SECONDS, while everything that arrives is
 * still served. Then the server stops listening (new connections are refused), closes each open connection
 * once its requests are answered, closes the database (PGlite writes its last pages on close) and exits 0.
 * SIGINT (Ctrl-C at a terminal) skips the fixed drain. Requests still under way SHUTDOWN_TIMEOUT_SECONDS after
 * the drain are cut, and the process exits 1; so it does if closing hangs.
 */
export function installGracefulShutdown(app: App, database: DatabaseHandle, config: Config): void {
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      drainMs + timeoutMs + CLOSE_MS,
    );
    force.unref();
    try {
      app.draining.active = true;
      await sleep(drainMs);
      const finished = await app.draining.closeConnections(QUIET_MS, timeoutMs, inEveryWorker);
      await app.close();
      await database.close();
      clearTimeout(force);
      app.log.info({ shutdownMs: Math.round(performance.now() - started) }, 'stopped');
      process.exit(finished ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
