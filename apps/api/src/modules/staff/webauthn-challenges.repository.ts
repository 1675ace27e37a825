import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { webauthnChallenges } from '#api/db/schema.js';

export interface ChallengeBinding {
  purpose: 'register' | 'sign-in' | 'verify';
  /** The invite a registration is for. */
  inviteTokenHash?: string;
  /** The session a fresh verification is for. */
  sessionIdHash?: string;
}

/** Stores a challenge's hash with what it is for; expired ones go at the same time, as nothing can use them. */
export async function insertChallenge(
  db: Database,
  challengeHash: string,
  binding: ChallengeBinding,
  at: Date,
  expiresAt: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
  await db.insert(webauthnChallenges).values({
    challenge: challengeHash,
    purpose: binding.purpose,
    inviteTokenHash: binding.inviteTokenHash ?? null,
    sessionIdHash: binding.sessionIdHash ?? null,
    createdAt: at,
    expiresAt,
  });
}

/**
 * Uses a challenge up in one statement: true for the one request that finds it unused, unexpired and issued for
 * this very purpose (and invite or session); a replay, a late answer or a challenge from elsewhere gets false.
 */
export async function consumeChallenge(
  db: Database,
  challengeHash: string,
  binding: ChallengeBinding,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challengeHash),
        eq(webauthnChallenges.purpose, binding.purpose),
        binding.inviteTokenHash
          ? eq(webauthnChallenges.inviteTokenHash, binding.inviteTokenHash)
          : isNull(webauthnChallenges.inviteTokenHash),
        binding.sessionIdHash
          ? eq(webauthnChallenges.sessionIdHash, binding.sessionIdHash)
          : isNull(webauthnChallenges.sessionIdHash),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return used.length === 1;
}
