import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import type { StaffRole } from '#api/db/staff-schema.js';
import type { StaffPrincipal } from './staff-principal.js';

/** What a staff service needs of the request it serves. */
export interface StaffContext {
  db: Database;
  clock: Clock;
  /** The site's address: the WebAuthn origin and RP ID, and the start of invite links. */
  publicUrl: string;
  requestId: string;
}

/** A signed-in member acting under the role that allows the action, as the audit trail records them. */
export interface StaffActor {
  principal: StaffPrincipal;
  role: StaffRole;
}
