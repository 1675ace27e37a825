interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can handle input and paint before the caller goes on. Where the browser
 * has `scheduler.yield`, the caller resumes ahead of other queued tasks rather than behind them.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
