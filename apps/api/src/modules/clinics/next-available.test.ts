import type { OperatingHours } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { firstFreeSlot, type SlotClinic } from './next-available.js';

const HOURS: OperatingHours = {
  isBreakSame: true,
  mondayToFriday: { start: '09:00', end: '10:00' },
  saturday: null,
  sunday: null,
};
const clinic: SlotClinic = {
  id: '01400100',
  timeZone: 'America/New_York',
  operatingHours: HOURS,
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

  it('is null when the clinic cannot be booked for the reason or has no readable hours', () => {
    expect(firstFreeSlot({ ...clinic, isSchedulerEnabled: false }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, offersReason: false }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot(clinic, { ...visit, isAvailable: false }, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, operatingHours: null }, visit, now, new Map())).toBeNull();
    expect(firstFreeSlot({ ...clinic, operatingHours: {} }, visit, now, new Map())).toBeNull();
  });
});
