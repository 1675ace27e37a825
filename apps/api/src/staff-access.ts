import { ADMIN_STAFF_INVITES } from '#api/admin-endpoint.js';
import { systemClock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import { openDatabase } from '#api/db/client.js';
import { underStartupLock } from '#api/db/startup-lock.js';
import { type CommandInvite, inviteFromCommand } from '#api/modules/staff';
import { type AdminServer, openOperatorAccess } from '#api/operator-access.js';

export interface CreatedInvite {
  link: string;
  expiresAt: string;
}

/** The staff tables as `npm run staff` reaches them, and one sentence saying how. */
export interface StaffAccess {
  how: string;
  invite(invite: CommandInvite): Promise<CreatedInvite>;
  close(): Promise<void>;
}

async function direct(config: Config, how: string, release: () => void): Promise<StaffAccess> {
  // The first process to reach a fresh server migrates it, as a starting server would.
  const database = await underStartupLock(config.DATABASE_URL, () =>
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }),
  );
  const ctx = { db: database.db, clock: systemClock, publicUrl: config.PUBLIC_URL, requestId: 'staff-command' };
  return {
    how,
    invite: (invite) => inviteFromCommand(ctx, invite),
    close: async () => {
      await database.close();
      release();
    },
  };
}

function viaServer(server: AdminServer): StaffAccess {
  return {
    how: server.how,
    invite: async (invite) => {
      const response = await fetch(server.url(ADMIN_STAFF_INVITES), {
        method: 'POST',
        headers: { authorization: server.authorization, 'content-type': 'application/json' },
        body: JSON.stringify(invite),
      });
      const body = (await response.json()) as CreatedInvite & { message?: string };
      if (!response.ok) throw new Error(body.message ?? `The server refused the request (${response.status}).`);
      return body;
    },
    close: async () => {},
  };
}

/** The staff tables through the database itself, or through the server that owns the embedded one. */
export function openStaffAccess(config: Config): Promise<StaffAccess> {
  return openOperatorAccess(config, { direct: (how, release) => direct(config, how, release), viaServer });
}
