import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same value', async () => {
    const load = vi.fn(async () => ({ loaded: true }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that succeeds', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('schema');
    await expect(get()).resolves.toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives callers waiting on a failing load the failure, not a later load', async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('schema');
    const get = loadOnce(load);
    const waiting = [get(), get()];
    fail(new Error('offline'));
    for (const result of await Promise.allSettled(waiting)) expect(result.status).toBe('rejected');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
