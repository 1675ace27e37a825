import { TIME_ZONE_CODES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './time-zone-label';

const winter = new Date('2026-01-20T15:00:00Z');
const summer = new Date('2026-07-20T15:00:00Z');
// The days clocks change in the US in 2026: 8 March (spring forward) and 1 November (fall back).
const springForward = new Date('2026-03-08T07:30:00Z');
const fallBack = new Date('2026-11-01T06:30:00Z');

describe('timeZoneLabel', () => {
  it('gives each §9 code for the zone it stands for', () => {
    for (const [code, zone] of Object.entries(TIME_ZONE_CODES)) {
      expect(timeZoneLabel(zone, winter)).toBe(code);
    }
  });

  it('keeps the same label on both sides of daylight saving time', () => {
    for (const at of [winter, springForward, summer, fallBack]) {
      expect(timeZoneLabel('America/New_York', at)).toBe('ET');
      expect(timeZoneLabel('America/Chicago', at)).toBe('CT');
      expect(timeZoneLabel('America/Denver', at)).toBe('MT');
      expect(timeZoneLabel('America/Phoenix', at)).toBe('MST');
      expect(timeZoneLabel('America/Los_Angeles', at)).toBe('PT');
      expect(timeZoneLabel('America/Anchorage', at)).toBe('AKT');
      expect(timeZoneLabel('Pacific/Honolulu', at)).toBe('HT');
    }
  });

  it('labels aliases of a region by their offset rules, not their names', () => {
    expect(timeZoneLabel('America/Indiana/Indianapolis', summer)).toBe('ET');
    expect(timeZoneLabel('America/Kentucky/Louisville', winter)).toBe('ET');
    expect(timeZoneLabel('America/Detroit', summer)).toBe('ET');
    expect(timeZoneLabel('America/Indiana/Knox', summer)).toBe('CT');
    expect(timeZoneLabel('America/Boise', summer)).toBe('MT');
    expect(timeZoneLabel('America/Juneau', winter)).toBe('AKT');
    expect(timeZoneLabel('US/Arizona', summer)).toBe('MST');
  });

  it('falls back to New York for an unknown or missing zone', () => {
    expect(timeZoneLabel('Mars/Olympus_Mons', winter)).toBe('ET');
    expect(timeZoneLabel(undefined, winter)).toBe('ET');
    expect(timeZoneLabel('', summer)).toBe('ET');
  });

  it('uses the zone’s own short name outside the US zones', () => {
    expect(timeZoneLabel('Europe/Berlin', winter)).toBe('GMT+1');
  });
});
