import { schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { mergeSearchState } from '@/lib/search/search-state';
import { reservationTimeOf, slotDateOf, slotTimeWithZone } from '@/lib/slot-calendar/slot-format';
import { providerFixture } from '@/test/provider-fixture';
import { reservationRequestFor } from './reservation-request';
import { categoryConfigOf, resultsPlan } from './results-plan';

const planFor = (query: string) => {
  const search = mergeSearchState(new URLSearchParams(query), null);
  return resultsPlan({ category: categoryConfigOf(schedulerConfig.data, search.type), search, services: [] });
};
const selection = { providerId: 'x', timestamp: '2026-03-08T14:30:00Z', serviceIds: [29, 30] };

describe('slot times on the provider’s clock', () => {
  it('formats the 24-hour reservation time in the provider’s zone, across the DST change', () => {
    // 8 March 2026 is the day US clocks spring forward: 14:30Z is 10:30 EDT but 07:30 MST in Phoenix.
    expect(reservationTimeOf('2026-03-08T14:30:00Z', 'America/New_York')).toBe('2026-03-08 10:30:00');
    expect(reservationTimeOf('2026-03-08T14:30:00Z', 'America/Phoenix')).toBe('2026-03-08 07:30:00');
    expect(reservationTimeOf('2026-03-07T14:30:00Z', 'America/New_York')).toBe('2026-03-07 09:30:00');
    expect(slotTimeWithZone('2026-03-03T09:00:00-05:00', 'America/Indiana/Indianapolis')).toBe('9:00 AM ET');
    expect(slotDateOf('2026-03-03T03:00:00Z', 'America/Los_Angeles')).toBe('2026-03-02');
  });
});

describe('reservationRequestFor', () => {
  it('holds a clinic slot by location number, for the slot’s first service', () => {
    const plan = planFor('type=Illness %26 Injury&location=45202');
    const provider = providerFixture('01400489');
    expect(reservationRequestFor({ plan, provider, selection, submitWithLicensureState: true })).toEqual({
      serviceId: 29,
      businessName: 'tlc',
      reservationTime: '2026-03-08 10:30:00',
      locationNumber: '01400489',
    });
  });

  it('holds a virtual visit by licensure state when configured, else by the team', () => {
    const plan = planFor('type=Virtual Visit&location=OH');
    const provider = providerFixture('virtual-eastern');
    expect(reservationRequestFor({ plan, provider, selection, submitWithLicensureState: true })).toEqual({
      serviceId: 29,
      businessName: 'tlc',
      reservationTime: '2026-03-08 10:30:00',
      licensureState: 'OH',
    });
    expect(reservationRequestFor({ plan, provider, selection, submitWithLicensureState: false }).locationNumber).toBe(
      'virtual-eastern',
    );
  });

  it('sends the chosen dietitian along with the state', () => {
    const plan = planFor('type=Telenutrition&location=KY');
    const provider = providerFixture('dietitian-amara-okafor', { businessName: 'dietitian' });
    expect(reservationRequestFor({ plan, provider, selection, submitWithLicensureState: true })).toMatchObject({
      businessName: 'dietitian',
      locationNumber: 'dietitian-amara-okafor',
      licensureState: 'KY',
    });
  });
});
