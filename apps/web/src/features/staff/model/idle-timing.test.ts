import { describe, expect, it } from 'vitest';
import { IDLE_WARNING_MS, idleRulesOf, idleSchedule } from './idle-timing';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('the idle warning', () => {
  const serverNow = at('2026-03-02T15:00:00Z');
  const session = { idleExpiresAt: '2026-03-02T15:15:00.000Z', expiresAt: '2026-03-03T03:00:00.000Z' };

  it('comes two minutes before the idle end, and the end is the idle time after the last request', () => {
    const rules = idleRulesOf(session, serverNow, serverNow);
    expect(rules.idleMs).toBe(15 * MINUTE);
    const lastRequest = serverNow + 4 * MINUTE;
    expect(idleSchedule(rules, lastRequest)).toEqual({
      warnAt: lastRequest + 13 * MINUTE,
      endAt: lastRequest + 15 * MINUTE,
    });
    expect(IDLE_WARNING_MS).toBe(2 * MINUTE);
  });

  it('moves with every request the server answers', () => {
    const rules = idleRulesOf(session, serverNow, serverNow);
    const first = idleSchedule(rules, serverNow);
    const later = idleSchedule(rules, serverNow + 10 * MINUTE);
    expect(later.endAt - first.endAt).toBe(10 * MINUTE);
  });

  it("reads the server's instants on this computer's clock", () => {
    // This computer runs 90 seconds ahead of the server.
    const rules = idleRulesOf(session, serverNow, serverNow + 90_000);
    expect(rules.idleMs).toBe(15 * MINUTE);
    expect(rules.endsAt).toBe(at(session.expiresAt) + 90_000);
  });

  it('never ends later than the server: the idle time is rounded down to its Date header second', () => {
    const rules = idleRulesOf({ ...session, idleExpiresAt: '2026-03-02T15:15:00.400Z' }, serverNow, serverNow);
    expect(rules.idleMs).toBe(15 * MINUTE);
  });

  it("ends at the session's last moment whatever the activity, and warns before it", () => {
    const closeToTheEnd = { idleExpiresAt: '2026-03-02T15:05:00.000Z', expiresAt: '2026-03-02T15:05:00.000Z' };
    const rules = idleRulesOf(closeToTheEnd, serverNow, serverNow);
    const schedule = idleSchedule({ ...rules, idleMs: 15 * MINUTE }, serverNow + MINUTE);
    expect(schedule).toEqual({ warnAt: at('2026-03-02T15:03:00Z'), endAt: at('2026-03-02T15:05:00Z') });
  });

  it('warns at once when less than two minutes are left', () => {
    const rules = { idleMs: 15 * MINUTE, endsAt: serverNow + MINUTE };
    expect(idleSchedule(rules, serverNow)).toEqual({ warnAt: serverNow, endAt: serverNow + MINUTE });
  });
});
