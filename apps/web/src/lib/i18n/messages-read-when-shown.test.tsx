import { expect, it, vi } from 'vitest';

/**
 * A page's code may load before its language's catalog has arrived (the two load together), and a visitor may
 * switch language at any time: no module may read a message when it loads. Every module of the patient pages is
 * loaded here afresh, with no catalog loaded at all.
 */
const modules = import.meta.glob([
  '../../app/**/*.{ts,tsx}',
  '../../components/**/*.{ts,tsx}',
  '../../config/**/*.{ts,tsx}',
  '../../features/**/*.{ts,tsx}',
  '../../lib/**/*.{ts,tsx}',
  '!**/*.test.{ts,tsx}',
  '!**/test/**',
  '!../../features/staff/**',
]);

it('no module of the patient pages reads a message when it loads', async () => {
  vi.resetModules();
  const failures: string[] = [];
  for (const [path, load] of Object.entries(modules)) {
    await load().catch((error: unknown) => failures.push(`${path}: ${String(error)}`));
  }
  expect(failures).toEqual([]);
}, 60_000);
