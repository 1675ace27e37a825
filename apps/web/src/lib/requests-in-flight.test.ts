import { describe, expect, it, vi } from 'vitest';
import { onRequestsIdle, requestsInFlight, whileInFlight } from './requests-in-flight';

/** A request the test answers or fails when it chooses. */
function pending() {
  let answer: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('requests in flight', () => {
  it('counts each request until it settles, answered or failed, and passes its outcome on', async () => {
    const idle = vi.fn();
    const stop = onRequestsIdle(idle);
    const first = pending();
    const second = pending();
    const answered = whileInFlight(() => first.promise);
    const failed = whileInFlight(() => second.promise);
    expect(requestsInFlight()).toBe(2);

    first.answer('answer');
    await expect(answered).resolves.toBe('answer');
    expect(requestsInFlight()).toBe(1);
    expect(idle).not.toHaveBeenCalled();

    second.fail(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(requestsInFlight()).toBe(0);
    expect(idle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const idle = vi.fn();
    onRequestsIdle(idle)();
    await whileInFlight(async () => 'done');
    expect(idle).not.toHaveBeenCalled();
  });
});
