import { DomainError } from '#api/domain-error.js';

/** Past an attempt limit: says when the window ends, in words and as Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new DomainError(
    'limit-reached',
    'TOO_MANY_ATTEMPTS',
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { retryAfterSeconds },
  );
}
