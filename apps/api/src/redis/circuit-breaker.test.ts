import { describe, expect, it } from 'vitest';
import { type CircuitState, circuitBreaker } from './circuit-breaker.js';

const COOL_OFF_MS = 5000;

function breakerAt(start = 1_000_000) {
  const clock = { now: start };
  const changes: CircuitState[] = [];
  const breaker = circuitBreaker({
    coolOffMs: COOL_OFF_MS,
    now: () => clock.now,
    onChange: (state) => changes.push(state),
  });
  const advance = (ms: number) => {
    clock.now += ms;
  };
  return { breaker, changes, advance };
}

describe('circuit breaker', () => {
  it('lets every call through while calls succeed', () => {
    const { breaker, changes } = breakerAt();
    for (let i = 0; i < 3; i++) {
      expect(breaker.allow()).toBe(true);
      breaker.succeeded();
    }
    expect(breaker.state()).toBe('closed');
    expect(changes).toEqual([]);
  });

  it('after one failure lets nothing through until the cool-off has passed', () => {
    const { breaker, changes, advance } = breakerAt();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.allow()).toBe(false);
    advance(COOL_OFF_MS - 1);
    expect(breaker.allow()).toBe(false);
    expect(changes).toEqual(['open']);
  });

  it('then lets one call through as a trial, the others not while it is out', () => {
    const { breaker, advance } = breakerAt();
    breaker.failed();
    advance(COOL_OFF_MS);
    expect(breaker.allow()).toBe(true);
    expect(breaker.state()).toBe('trial');
    expect(breaker.allow()).toBe(false);
    expect(breaker.allow()).toBe(false);
  });

  it('closes when the trial succeeds', () => {
    const { breaker, changes, advance } = breakerAt();
    breaker.failed();
    advance(COOL_OFF_MS);
    breaker.allow();
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allow()).toBe(true);
    expect(changes).toEqual(['open', 'trial', 'closed']);
  });

  it('opens for a whole new cool-off when the trial fails', () => {
    const { breaker, advance } = breakerAt();
    breaker.failed();
    advance(COOL_OFF_MS + 1000);
    breaker.allow();
    breaker.failed();
    expect(breaker.state()).toBe('open');
    advance(COOL_OFF_MS - 1);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
  });

  it('stays open when a call made before the failure succeeds late', () => {
    const { breaker } = breakerAt();
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    breaker.succeeded();
    expect(breaker.state()).toBe('open');
    expect(breaker.allow()).toBe(false);
  });

  it('ends the cool-off at once when asked to retry, but never postpones one that has ended', () => {
    const { breaker, advance } = breakerAt();
    breaker.failed();
    advance(1000);
    breaker.retryNow();
    expect(breaker.allow()).toBe(true);
    expect(breaker.state()).toBe('trial');

    const fresh = breakerAt();
    fresh.breaker.retryNow();
    expect(fresh.breaker.state()).toBe('closed');
    fresh.breaker.failed();
    fresh.advance(COOL_OFF_MS + 10);
    fresh.breaker.retryNow();
    expect(fresh.breaker.allow()).toBe(true);
  });
});
