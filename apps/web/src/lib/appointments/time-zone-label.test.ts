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
    const labels = [
      ['America/New_York', 'ET'],
      ['America/Chicago', 'CT'],
      ['America/Denver', 'MT'],
      ['America/Phoenix', 'MST'],
      ['America/Los_Angeles', 'PT'],
      ['America/Anchorage', 'AKT'],
      ['Pacific/Honolulu', 'HT'],
    ];
    for (const at of [winter, springForward, summer, fallBack]) {
      for (const [zone, label] of labels) expect(timeZoneLabel(zone, at), `${zone} at ${at.toISOString()}`).toBe(label);
    }
  });

  it('labels aliases of a region by their offset rules, not their names', () => {
    const aliases: [zone: string, at: Date, label: string][] = [
      ['America/Indiana/Indianapolis', summer, 'ET'],
      ['America/Kentucky/Louisville', winter, 'ET'],
      ['America/Detroit', summer, 'ET'],
      ['America/Indiana/Knox', summer, 'CT'],
      ['America/Boise', summer, 'MT'],
      ['America/Juneau', winter, 'AKT'],
      ['US/Arizona', summer, 'MST'],
    ];
    for (const [zone, at, label] of aliases) expect(timeZoneLabel(zone, at), zone).toBe(label);
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
