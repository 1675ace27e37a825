import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '#api/config.js';
import type { Database } from '#api/db/client.js';
import { confirmAttempts } from '#api/db/schema.js';
import { DomainError } from '#api/domain-error.js';
import type { Secrets } from '#api/modules/security';
import { clientScopeOf } from './client-scope.js';

interface ConfirmAttempt {
  /** The code was right: this attempt does not count against anyone. */
  succeeded(): Promise<void>;
}

/**
 * Limits confirmation-code guessing per client (an IPv4 address or an IPv6 /64), never per appointment: a limit
 * per appointment would let anyone who knows an id lock its holder out (docs/decisions/011). The attempt is
 * written first and then counted, so concurrent guesses from one client see each other and at most LIMIT of
 * them are ever checked in a window, across processes. An attempt refused with 429 removes its row at once, so
 * waiting out the window always ends the block; a right code removes its row too, so only wrong codes count.
 */
export async function beginConfirmAttempt(
  db: Database,
  secrets: Secrets,
  config: Config,
  attempt: { clientIp: string; now: Date },
): Promise<ConfirmAttempt> {
  // Hashed so the table holds no client addresses.
  const scope = `client:${secrets.keyedHash('attempt-scope', `client:${clientScopeOf(attempt.clientIp)}`)}`;
  const windowStart = new Date(attempt.now.getTime() - config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000);
  await db.delete(confirmAttempts).where(and(eq(confirmAttempts.scope, scope), lte(confirmAttempts.at, windowStart)));
  const [inserted] = await db
    .insert(confirmAttempts)
    .values({ scope, at: attempt.now })
    .returning({ id: confirmAttempts.id });
  const [counted] = await db
    .select({ attempts: sql<number>`count(*)::int` })
    .from(confirmAttempts)
    .where(
      and(eq(confirmAttempts.scope, scope), sql`${confirmAttempts.at} > ${windowStart.toISOString()}::timestamptz`),
    );
  const forget = async () => {
    if (inserted) await db.delete(confirmAttempts).where(eq(confirmAttempts.id, inserted.id));
  };
  if (Number(counted?.attempts ?? 0) > config.CONFIRM_ATTEMPT_LIMIT) {
    await forget();
    throw new DomainError('limit-reached', 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.');
  }
  return { succeeded: forget };
}
