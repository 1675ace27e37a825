import { weekOf } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import type { BookableProvider, BookableServiceRow } from './bookable.repository.js';
import { resolveServices, slotAtWallClock, slotProblem } from './bookable-slot.js';

const hours = weekOf({ opens: '00:00', closes: '23:45', breaks: [] });
const provider: BookableProvider = {
  id: 'TST1',
  kind: 'clinic',
  businessName: 'tlc',
  name: 'Test',
  timeZone: 'America/New_York',
  weeklyHours: hours,
  closures: [],
  slotCapacity: 1,
  rulesVersion: '0',
  isSchedulerEnabled: true,
  stateCode: 'OH',
  offeredServiceIds: [1, 2],
};

const row = (over: Partial<BookableServiceRow>): BookableServiceRow => ({
  id: 1,
  name: 'Dose 1',
  groupName: 'Vaccines',
  businessNames: ['tlc'],
  maxDaysAhead: 14,
  followupServiceId: null,
  followupAfterDays: null,
  groupOrder: 1,
  order: 1,
  isVaccine: true,
  isCovidVaccine: false,
  isAvailable: true,
  leadTime: 0,
  dose: 1,
  slotMinutes: 15,
  ...over,
});

describe('slotAtWallClock', () => {
  it('has no slot in the hour skipped in spring', () => {
    expect(slotAtWallClock(provider, 15, '2026-03-08 02:30:00')).toBeNull();
    expect(slotAtWallClock(provider, 15, '2026-03-08 03:00:00')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes the first pass of the hour repeated in the fall', () => {
    expect(slotAtWallClock(provider, 15, '2026-11-01 01:30:00')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('finds nothing for an impossible date', () => {
    expect(slotAtWallClock(provider, 15, '2026-02-29 09:00:00')).toBeNull();
  });
});

describe('slotProblem windows', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  const dose1 = row({ id: 1, followupServiceId: 2, followupAfterDays: 28 });
  const dose2 = row({ id: 2, name: 'Dose 2', dose: 2 });

  it('counts today as day one of maxDaysAhead', () => {
    const resolved = resolveServices([dose1], [1], 'tlc', 'serviceId', []);
    expect(slotProblem(provider, resolved, new Date('2026-03-15T14:00:00Z'), now)).toBeNull();
    expect(slotProblem(provider, resolved, new Date('2026-03-16T13:00:00Z'), now)).toMatch(/up to 2026-03-15/);
  });

  it('lets a follow-up service be booked as far as its first dose could push it', () => {
    const resolved = resolveServices([dose1, dose2], [2], 'tlc', 'serviceId', []);
    expect(resolved.predecessors.map((service) => service.id)).toEqual([1]);
    // Dose 1 on its last day (today + 13), dose 2 28 days later, then dose 2's own 14 days: today + 54.
    expect(slotProblem(provider, resolved, new Date('2026-04-25T13:00:00Z'), now)).toBeNull();
    expect(slotProblem(provider, resolved, new Date('2026-04-26T13:00:00Z'), now)).toMatch(/up to 2026-04-25/);
  });

  it('refuses a service of another business, or one without a window', () => {
    expect(() => resolveServices([dose1], [1], 'dietitian', 'serviceId', [])).toThrow(/cannot be booked/);
    expect(() => resolveServices([row({ maxDaysAhead: null })], [1], 'tlc', 'serviceId', [])).toThrow(
      /cannot be booked/,
    );
  });

  it("applies the catalog's name-pattern overrides as the services list does", () => {
    const excluded = [{ pattern: '^dose 1$', exclude: true }];
    expect(() => resolveServices([dose1], [1], 'tlc', 'serviceId', excluded)).toThrow(/cannot be booked/);
    // An excluded first dose no longer widens its follow-up's window.
    const alone = resolveServices([dose1, dose2], [2], 'tlc', 'serviceId', excluded);
    expect(alone.predecessors).toEqual([]);
    expect(slotProblem(provider, alone, new Date('2026-03-16T13:00:00Z'), now)).toMatch(/up to 2026-03-15/);

    const disabled = [{ pattern: 'DOSE', merge: { isAvailable: false } }];
    expect(() => resolveServices([dose1], [1], 'tlc', 'serviceId', disabled)).toThrow(/cannot be booked/);
    const caseSensitive = [{ pattern: 'DOSE', caseSensitive: true, merge: { isAvailable: false } }];
    expect(resolveServices([dose1], [1], 'tlc', 'serviceId', caseSensitive).services).toHaveLength(1);

    const shorter = resolveServices([dose1], [1], 'tlc', 'serviceId', [
      { pattern: 'dose', merge: { maxDaysAhead: 3 } },
    ]);
    expect(slotProblem(provider, shorter, new Date('2026-03-04T14:00:00Z'), now)).toBeNull();
    expect(slotProblem(provider, shorter, new Date('2026-03-05T14:00:00Z'), now)).toMatch(/up to 2026-03-04/);
    const later = resolveServices([dose1], [1], 'tlc', 'serviceId', [{ pattern: 'dose', merge: { leadTime: 2 } }]);
    expect(slotProblem(provider, later, new Date('2026-03-03T14:00:00Z'), now)).not.toBeNull();
    expect(slotProblem(provider, later, new Date('2026-03-04T14:00:00Z'), now)).toBeNull();
  });
});
