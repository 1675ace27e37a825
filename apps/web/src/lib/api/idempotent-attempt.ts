import { isApiRequestError } from './api-client';

/** A fresh Idempotency-Key; crypto.randomUUID is missing on plain-http pages, hence the fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One request the visitor means to make: its Idempotency-Key and the request as first sent. */
export interface Attempt<Request> {
  key: string;
  /** What the visitor asked for; the same asked again is the same attempt. */
  fingerprint: string;
  request: Request;
}

/**
 * The attempt a send belongs to. While the visitor asks for the same thing it is the attempt under way, sent again
 * exactly as first sent: if the first request's answer was lost, the server answers the retry with it, and a changed
 * request under the same key would be refused (422). Asking for something else starts a new attempt with a new key.
 */
export function attemptFor<Request>(
  current: Attempt<Request> | null,
  fingerprint: string,
  build: () => Request,
): Attempt<Request> {
  if (current?.fingerprint === fingerprint) return current;
  return { key: newIdempotencyKey(), fingerprint, request: build() };
}

/** A retry of the same attempt may meet its own first request still running, or a lost answer. */
export function isRetryable(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  if (error.status === 0 || error.status >= 500) return true;
  return error.status === 409 && error.errors.some((e) => e.code === 'IDEMPOTENCY_IN_PROGRESS');
}

const MAX_AUTOMATIC_RETRIES = 2;

/**
 * How a request sent under an Idempotency-Key retries by itself (TanStack Query's mutation options): twice, after
 * 0.4 and 0.8 seconds, and only when its answer may have been lost. Mutations are otherwise never retried.
 */
export const automaticRetries = {
  retry: (failures: number, error: unknown) => failures < MAX_AUTOMATIC_RETRIES && isRetryable(error),
  retryDelay: (failures: number) => 400 * 2 ** failures,
};
