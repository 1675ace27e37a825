import { describe, expect, it } from 'vitest';
import { fixedClock } from '#api/clock.js';
import { recentCheck } from './recent-check.js';

/** A check whose answers the test gives, one call at a time. */
function controlledCheck() {
  const pending: ((answer: string) => void)[] = [];
  const check = () => new Promise<string>((resolve) => pending.push(resolve));
  return { check, calls: () => pending.length, answer: (i: number, value: string) => pending[i]!(value) };
}

describe('a check shared by every probe', () => {
  it('joins a check in flight however long it takes, so a slow database gets one check, not a pile', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { check, calls, answer } = controlledCheck();
    const shared = recentCheck(check, clock, 1000);
    const first = shared();
    clock.advance(5000);
    const later = shared();
    expect(calls()).toBe(1);
    answer(0, 'down');
    expect(await Promise.all([first, later])).toEqual(['down', 'down']);
  });

  it('answers from the last check for a second, then asks again; a clock set back asks again', async () => {
    const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
    const { check, calls, answer } = controlledCheck();
    const shared = recentCheck(check, clock, 1000);
    const first = shared();
    answer(0, 'up');
    await first;
    clock.advance(999);
    expect(await shared()).toBe('up');
    expect(calls()).toBe(1);
    clock.advance(1);
    const second = shared();
    expect(calls()).toBe(2);
    answer(1, 'down');
    expect(await second).toBe('down');
    clock.advance(-60_000);
    void shared();
    expect(calls()).toBe(3);
  });
});
