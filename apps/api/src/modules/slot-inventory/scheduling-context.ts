import type { Clock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import type { Database } from '#api/db/client.js';

/** What holding, booking and cancelling need from the request: the database, the clock, settings, the request id. */
export interface SchedulingContext {
  db: Database;
  clock: Clock;
  config: Config;
  requestId: string;
}
