/**
 * The app's own requests still on the network. Resource timing reports a request only once it has finished, so
 * without this count a slow answer still travelling would look like a quiet page (lazy-schema.ts).
 */
let inFlight = 0;
const idleListeners = new Set<() => void>();

/** Counts `send` as in flight until it settles: the network part of a call, not what is done with the answer. */
export async function whileInFlight<T>(send: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await send();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const listener of [...idleListeners]) listener();
  }
}

export const requestsInFlight = (): number => inFlight;

/** Calls `listener` each time the last request in flight settles; returns the unsubscribe. */
export function onRequestsIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  return () => idleListeners.delete(listener);
}
