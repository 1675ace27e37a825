import { describe, expect, it } from 'vitest';
import type { ProviderRow } from './availability.rows.js';
import {
  availabilityOf,
  byEarliestAvailability,
  claimSpan,
  fullCellsOf,
  planProvider,
  type Visit,
} from './provider-availability.js';
import { everyDay } from './test-fixtures.js';

const now = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 in New York

const provider = (id: string, over: Partial<ProviderRow> = {}): ProviderRow => ({
  id,
  kind: 'clinic',
  businessName: 'tlc',
  name: id,
  qualification: null,
  image: null,
  description: null,
  timeZone: 'America/New_York',
  operatingHours: everyDay('09:00', '11:00'),
  slotCapacity: 1,
  clinic: null,
  offeredServiceIds: [1, 2],
  distanceMiles: null,
  acceptsBenefitCode: false,
  ...over,
});

const visit: Visit = { serviceIds: [1], slotMinutes: 30, maxDaysAhead: 14, leadTimeDays: 0, isAvailable: true };
const request = { now, startDate: '2026-03-03', endDate: '2026-03-03' };

describe('provider availability rules', () => {
  it('cannot offer a visit with a switched-off service or one the provider lacks', () => {
    expect(planProvider(provider('a'), { ...visit, isAvailable: false }, request).offersVisit).toBe(false);
    expect(planProvider(provider('a'), { ...visit, serviceIds: [1, 3] }, request).offersVisit).toBe(false);
    const result = availabilityOf(
      planProvider(provider('a', { offeredServiceIds: [2] }), visit, request),
      visit,
      new Map(),
    );
    expect(result).toMatchObject({ status: 'SERVICE_UNAVAILABLE', services: [], nextAvailable: null });
  });

  it('spans claims from the first slot start to the last slot end of all plans', () => {
    const plans = [planProvider(provider('a'), visit, request), planProvider(provider('b'), visit, request)];
    expect(claimSpan(plans, 30)).toEqual({
      from: new Date('2026-03-03T14:00:00Z'),
      to: new Date('2026-03-03T16:00:00Z'),
    });
    expect(claimSpan([], 30)).toBeNull();
  });

  it('frees a 30-minute slot only when neither of its cells is full', () => {
    const plan = planProvider(provider('a', { slotCapacity: 2 }), visit, request);
    const full = fullCellsOf([
      { providerId: 'a', fullCells: String(Date.parse('2026-03-03T14:15:00Z')) },
      { providerId: 'b', fullCells: `${Date.parse('2026-03-03T14:00:00Z')},${Date.parse('2026-03-03T15:00:00Z')}` },
    ]);
    const times = availabilityOf(plan, visit, full).services[0]!.availability[0]!.timeslots.map((s) =>
      s.value.slice(11, 16),
    );
    expect(times).toEqual(['09:30', '09:45', '10:00', '10:15', '10:30']);
  });

  it('ranks the earliest free slot first, then providers without one, then those without the service', () => {
    const early = availabilityOf(planProvider(provider('z'), visit, request), visit, new Map());
    const later = availabilityOf(
      planProvider(provider('a', { timeZone: 'America/Chicago' }), visit, request),
      visit,
      new Map(),
    );
    const none = availabilityOf(
      planProvider(provider('b'), visit, { ...request, startDate: '2026-03-01', endDate: '2026-03-01' }),
      visit,
      new Map(),
    );
    const unavailable = availabilityOf(
      planProvider(provider('c', { offeredServiceIds: [] }), visit, request),
      visit,
      new Map(),
    );
    expect(none.status).toBe('NO_AVAILABILITY');
    const ranked = [unavailable, none, later, early].sort(byEarliestAvailability).map((r) => r.provider.id);
    expect(ranked).toEqual(['z', 'a', 'b', 'c']);
  });
});
