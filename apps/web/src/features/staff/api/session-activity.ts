import { type IdleRules, idleRulesOf } from '@/features/staff/model/idle-timing';

export interface ActivitySnapshot {
  /** When the last call the server answered within the session was sent, on this computer's clock. */
  lastRequestAt: number;
  rules: IdleRules | undefined;
}

/**
 * The session's activity as the idle warning follows it: every call the server answers restarts the session's
 * idle time, so the warning moves with each. A store outside React: a render per request would be waste.
 */
export interface SessionActivity {
  snapshot(): ActivitySnapshot;
  subscribe(listener: () => void): () => void;
  answered(sentAt: number): void;
  /** GET session was answered: the rules it tells, read on this computer's clock. */
  sessionRead(
    session: { idleExpiresAt: string; expiresAt: string },
    sentAt: number,
    serverNow: number | undefined,
  ): void;
}

export function createSessionActivity(): SessionActivity {
  let current: ActivitySnapshot = { lastRequestAt: Date.now(), rules: undefined };
  const listeners = new Set<() => void>();
  const set = (next: ActivitySnapshot) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answered(sentAt) {
      if (sentAt > current.lastRequestAt) set({ ...current, lastRequestAt: sentAt });
    },
    sessionRead(session, sentAt, serverNow) {
      const receivedAt = Date.now();
      set({
        lastRequestAt: Math.max(sentAt, current.lastRequestAt),
        rules: idleRulesOf(session, serverNow ?? receivedAt, receivedAt),
      });
    },
  };
}
