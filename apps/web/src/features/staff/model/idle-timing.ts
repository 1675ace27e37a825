/** The warning comes this long before the session's idle end (issue 31: two minutes). */
export const IDLE_WARNING_MS = 2 * 60_000;

/**
 * What the server told of a session, on this computer's clock. The server restarts the idle time on every
 * request it answers within the session and ends the session after a fixed idle time or at its last moment,
 * whichever comes first; the two clocks may differ, so every instant the server sends is moved by the offset
 * measured on the answer that carried it.
 */
export interface IdleRules {
  /** How long the session lives without a request (the server's idle end minus its time of answering). */
  idleMs: number;
  /** The session's last moment whatever the activity, on this computer's clock. */
  endsAt: number;
}

/**
 * The rules read off an answer to GET session: `idleExpiresAt` and `expiresAt` as sent, `serverNow` the
 * answer's Date header (whole seconds, so the idle time is rounded down to the whole second: never later than the
 * server's), and `receivedAt` this computer's time on receiving it.
 */
export function idleRulesOf(
  session: { idleExpiresAt: string; expiresAt: string },
  serverNow: number,
  receivedAt: number,
): IdleRules {
  const offset = receivedAt - serverNow;
  const idleMs = Math.floor((Date.parse(session.idleExpiresAt) - serverNow) / 1000) * 1000;
  return { idleMs: Math.max(idleMs, 0), endsAt: Date.parse(session.expiresAt) + offset };
}

export interface IdleSchedule {
  /** When the member is warned that the session is about to end. */
  warnAt: number;
  /** When the session has ended on the server, unless a request since kept it alive. */
  endAt: number;
}

/**
 * When to warn and when to sign out, given the time of the last request the server answered within the session
 * (its sending time: the server's idle time restarted a little after, so the end is never later than the server's).
 */
export function idleSchedule(rules: IdleRules, lastRequestAt: number): IdleSchedule {
  const endAt = Math.min(lastRequestAt + rules.idleMs, rules.endsAt);
  return { warnAt: Math.max(endAt - IDLE_WARNING_MS, lastRequestAt), endAt };
}
