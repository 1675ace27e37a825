import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { confirmAttempts } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { Secrets } from '../security/secrets.js';

interface ConfirmAttempt {
  /** The code was right: this attempt does not count against anyone. */
  succeeded(): Promise<void>;
}

/**
 * Limits confirmation-code guessing per appointment id and per client. Every attempt is written first and
 * then counted, so concurrent guesses see each other: at most LIMIT attempts pass in any window, even across
 * processes. A right code deletes its own rows, so only failures (and attempts in flight) count.
 */
export async function beginConfirmAttempt(
  db: Database,
  secrets: Secrets,
  config: Config,
  attempt: { appointmentId: string; clientIp: string; now: Date },
): Promise<ConfirmAttempt> {
  // Hashed so the table holds neither client addresses nor whatever ids a guesser tried.
  const scopes = [
    `appointment:${secrets.keyedHash('attempt-scope', `appointment:${attempt.appointmentId}`)}`,
    `client:${secrets.keyedHash('attempt-scope', `client:${attempt.clientIp}`)}`,
  ];
  const windowStart = new Date(attempt.now.getTime() - config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000);
  await db
    .delete(confirmAttempts)
    .where(and(inArray(confirmAttempts.scope, scopes), lte(confirmAttempts.at, windowStart)));
  const inserted = await db
    .insert(confirmAttempts)
    .values(scopes.map((scope) => ({ scope, at: attempt.now })))
    .returning({ id: confirmAttempts.id });
  const counts = await db
    .select({ scope: confirmAttempts.scope, attempts: sql<number>`count(*)::int` })
    .from(confirmAttempts)
    .where(
      and(
        inArray(confirmAttempts.scope, scopes),
        sql`${confirmAttempts.at} > ${windowStart.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(confirmAttempts.scope);
  if (counts.some((row) => Number(row.attempts) > config.CONFIRM_ATTEMPT_LIMIT)) {
    throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.');
  }
  const ids = inserted.map((row) => row.id);
  return {
    succeeded: async () => {
      await db.delete(confirmAttempts).where(inArray(confirmAttempts.id, ids));
    },
  };
}
