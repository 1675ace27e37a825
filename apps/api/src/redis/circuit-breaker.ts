/** closed: calls go through; open: none does until the cool-off ends; trial: one call is finding out. */
export type CircuitState = 'closed' | 'open' | 'trial';

export interface CircuitBreaker {
  /** Whether a call may go now. Each call let through must report succeeded() or failed(). */
  allow(): boolean;
  succeeded(): void;
  failed(): void;
  /** Ends the cool-off now, so the next call is the trial (a new connection is a reason to try again). */
  retryNow(): void;
  state(): CircuitState;
}

/**
 * Stops calls to a service that failed, for a cool-off, so requests stop waiting out its timeout one after
 * another. One failure opens it: a failed call already cost a request its timeout, and while open the caller
 * has somewhere else to go. After the cool-off a single call is let through as a trial; the others keep going
 * elsewhere until it has succeeded. A late success of a call made before the failure does not close it.
 */
export function circuitBreaker(options: {
  coolOffMs: number;
  now: () => number;
  onChange?: (state: CircuitState) => void;
}): CircuitBreaker {
  let state: CircuitState = 'closed';
  let openUntil = 0;
  const become = (next: CircuitState) => {
    if (next === state) return;
    state = next;
    options.onChange?.(next);
  };
  return {
    allow() {
      if (state === 'closed') return true;
      if (state === 'open' && options.now() >= openUntil) {
        become('trial');
        return true;
      }
      return false;
    },
    succeeded() {
      if (state === 'trial') become('closed');
    },
    failed() {
      openUntil = options.now() + options.coolOffMs;
      become('open');
    },
    retryNow() {
      openUntil = Math.min(openUntil, options.now());
    },
    state: () => state,
  };
}
