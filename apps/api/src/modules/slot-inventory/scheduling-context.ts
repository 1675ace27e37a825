import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';

/** What holding, booking and cancelling need from the request: the database, the clock, settings, the request id. */
export interface SchedulingContext {
  db: Database;
  clock: Clock;
  config: Config;
  requestId: string;
}
