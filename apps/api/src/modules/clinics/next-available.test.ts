import { weekOf } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { firstFreeSlot, type SlotClinic } from './next-available.js';

const HOURS = weekOf({ opens: '09:00', closes: '10:00', breaks: [] }, null);
const clinic: SlotClinic = {
  id: '01400100',
  timeZone: 'America/New_York',
  weeklyHours: HOURS,
  closures: [],
  slotCapacity: 2,
  isSchedulerEnabled: true,
  offersReason: true,
};
const visit = { slotMinutes: 30, maxDaysAhead: 14, leadTime: 0, isAvailable: true };
// Monday 2026-03-02, 08:00 in New York.
const now = new Date('2026-03-02T13:00:00Z');
const taken = (entries: [string, number][]) => new Map(entries.map(([at, n]) => [`${clinic.id}|${Date.parse(at)}`, n]));

describe('firstFreeSlot', () => {
  it('is the first slot of the day when nothing is claimed', () => {
    expect(firstFreeSlot(clinic, visit, now, new Map())?.toISOString()).toBe('2026-03-02T14:00:00.000Z');
  });

  it('skips a slot when any cell it covers is full, counting capacity', () => {
    const oneSeatLeft = taken([['2026-03-02T14:15:00Z', 1]]);
    expect(firstFreeSlot(clinic, visit, now, oneSeatLeft)?.toISOString()).toBe('2026-03-02T14:00:00.000Z');
    const full = taken([['2026-03-02T14:15:00Z', 2]]);
    // 09:00 and 09:15 both cover the full 09:15 cell; 09:30 is the first 30-minute visit that fits.
    expect(firstFreeSlot(clinic, visit, now, full)?.toISOString()).toBe('2026-03-02T14:30:00.000Z');
  });

  it('moves to the next open day, honouring the lead time', () => {
    const afterHours = new Date('2026-03-02T15:30:00Z');
    expect(firstFreeSlot(clinic, visit, afterHours, new Map())?.toISOString()).toBe('2026-03-03T14:00:00.000Z');
    expect(firstFreeSlot(clinic, { ...visit, leadTime: 3 }, now, new Map())?.toISOString()).toBe(
      '2026-03-05T14:00:00.000Z',
    );
  });

  it('skips the days and hours the clinic is closed', () => {
    const holiday = { startsLocal: '2026-03-02T00:00', endsLocal: '2026-03-03T00:00', reason: 'Holiday' };
    const lateStart = { startsLocal: '2026-03-03T00:00', endsLocal: '2026-03-03T09:30', reason: 'Training' };
    const closed = { ...clinic, closures: [holiday, lateStart] };
    // Closed Monday, open Tuesday from 09:30 (14:30Z) only.
    expect(firstFreeSlot(closed, visit, now, new Map())?.toISOString()).toBe('2026-03-03T14:30:00.000Z');
  });

  it('is null when the clinic cannot be booked for the reason or has no readable hours', () => {
    expect(firstFreeSlot({ ...clinic, isSchedulerEnabled: false }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, offersReason: false }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot(clinic, { ...visit, isAvailable: false }, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, weeklyHours: null }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, weeklyHours: {} }, visit, now, new Map())).toBeNull();
  });
});
