import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementFor, formatRemaining, HOLD_COUNTDOWN_TEXTS, HoldCountdown } from './hold-countdown';

describe('hold countdown rules', () => {
  it('formats the time left as m:ss and never below zero', () => {
    expect(formatRemaining(9 * 60_000 + 5_000)).toBe('9:05');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });

  it('announces only at two minutes left and at expiry', () => {
    expect(announcementFor(121_000, 120_000)).toBe(HOLD_COUNTDOWN_TEXTS.warning);
    expect(announcementFor(119_000, 118_000)).toBeNull();
    expect(announcementFor(1_000, 0)).toBe(HOLD_COUNTDOWN_TEXTS.expired);
    expect(announcementFor(0, -1_000)).toBeNull();
  });
});

describe('HoldCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second, says politely when two minutes are left and when time is up', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2026-03-02T15:02:03Z" onExpire={onExpire} />);
    const timer = screen.getByRole('timer');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(timer).toHaveTextContent('2:03');
    expect(live).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent('2:00');
    expect(live).toHaveTextContent(HOLD_COUNTDOWN_TEXTS.warning);

    act(() => vi.advanceTimersByTime(120_000));
    expect(timer).toHaveTextContent('0:00');
    expect(live).toHaveTextContent(HOLD_COUNTDOWN_TEXTS.expired);
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
