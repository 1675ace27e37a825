import type { WaitlistEntry } from '@hs/contracts';
import { WAITLIST_LIMITS } from '@hs/domain';
import { recordWaitlistEvent } from '#api/modules/analytics';
import { type AttemptCounter, beginAttempt, clientScopeOf, hashesEqual, type Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { countWrongCode, lockEntry, updateEntry } from './entries.repository.js';
import { entryView } from './entry-view.js';
import { codeHashOf } from './join.service.js';
import { codeExpired, entryNotFound, wrongCode } from './waitlist.errors.js';

type Outcome = { kind: 'confirmed'; entry: WaitlistEntry } | { kind: 'wrong' } | { kind: 'expired' };

/**
 * Confirms an entry's contact with its one-time code: the entry joins the line then, its place the moment of
 * confirming. Wrong codes count per client (as confirmation-code guesses do) and against the entry: the fifth ends
 * it. A code entered again after it worked answers as the first time did.
 */
export async function confirmEntry(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: { id: string; code: string; clientIp: string },
): Promise<WaitlistEntry> {
  const now = ctx.clock.now();
  const attempt = await beginAttempt(
    {
      counter,
      secrets,
      limit: ctx.config.CONFIRM_ATTEMPT_LIMIT,
      windowMs: ctx.config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000,
    },
    [`waitlist-code:${clientScopeOf(request.clientIp)}`],
  );
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome | null> => {
    const entry = await lockEntry(tx, request.id);
    if (!entry) return null;
    if (entry.status !== 'pending') return { kind: 'confirmed', entry: entryView(entry) };
    if (!entry.codeExpiresAt || entry.codeExpiresAt <= now) {
      await updateEntry(tx, entry.id, { status: 'expired', endedAt: now, codeHash: null });
      return { kind: 'expired' };
    }
    if (!entry.codeHash || !hashesEqual(codeHashOf(secrets, entry.id, request.code.trim()), entry.codeHash)) {
      if ((await countWrongCode(tx, entry.id)) >= WAITLIST_LIMITS.codeTries) {
        await updateEntry(tx, entry.id, { status: 'expired', endedAt: now, codeHash: null });
      }
      return { kind: 'wrong' };
    }
    const confirmed = { status: 'waiting' as const, confirmedAt: now, codeHash: null };
    await updateEntry(tx, entry.id, confirmed);
    await recordWaitlistEvent(tx, { name: 'waitlist-joined', data: { kind: entry.kind, channel: entry.channel } }, now);
    return { kind: 'confirmed', entry: entryView({ ...entry, ...confirmed }) };
  });
  if (!outcome) throw entryNotFound();
  if (outcome.kind === 'wrong') {
    // Committed above, so the tries count even though the answer is an error.
    throw wrongCode();
  }
  await attempt.succeeded();
  if (outcome.kind === 'expired') throw codeExpired();
  return outcome.entry;
}
