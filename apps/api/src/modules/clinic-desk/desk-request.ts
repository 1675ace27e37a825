import type { Clock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import type { Database } from '#api/db/client.js';
import type { Secrets } from '#api/modules/security';
import type { StaffPrincipal } from '#api/modules/staff';

/** One staff request: who asks (their live session), and what every rule of the desk reads through. */
export interface DeskRequest {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  requestId: string;
  staff: StaffPrincipal;
  /** Where the request came in when not from the console: its trail rows say so. */
  via?: 'fhir';
}
