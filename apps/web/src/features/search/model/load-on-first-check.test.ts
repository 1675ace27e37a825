import type { StandardSchemaV1 } from '@standard-schema/spec';
import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstCheck } from './load-on-first-check';

const accepting: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) },
};
const check = (schema: StandardSchemaV1<unknown, unknown>, value: unknown) => schema['~standard'].validate(value);

describe('loadOnFirstCheck', () => {
  it('loads nothing until the first check, then loads once for every check', async () => {
    const load = vi.fn(async () => accepting);
    const schema = loadOnFirstCheck(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([check(schema, 'a'), check(schema, 'b')]);
    expect([first, second, await check(schema, 'c')]).toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that succeeds', async () => {
    const load = vi
      .fn<() => Promise<StandardSchemaV1<unknown, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accepting);
    const schema = loadOnFirstCheck(load);
    await expect(check(schema, 'a')).rejects.toThrow('offline');
    await expect(check(schema, 'b')).resolves.toEqual({ value: 'b' });
    await expect(check(schema, 'c')).resolves.toEqual({ value: 'c' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
