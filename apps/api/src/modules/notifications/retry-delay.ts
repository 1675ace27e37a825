const MAX_DELAY_SECONDS = 3600;

/**
 * Exponential backoff with jitter: the n-th failure waits base·2^(n-1) seconds (at most an hour), scaled by a
 * random factor between ½ and 1, so messages that failed together (an SMTP server that was down) do not all
 * come back at the same moment.
 */
export function retryDelayMs(failedAttempts: number, baseSeconds: number, random: () => number = Math.random): number {
  const ceiling = Math.min(baseSeconds * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_SECONDS);
  return Math.round(ceiling * 1000 * (0.5 + random() / 2));
}
