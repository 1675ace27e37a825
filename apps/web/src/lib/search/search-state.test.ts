import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeSearchState,
  parseFlag,
  parsePage,
  parseSearchQuery,
  parseServiceIds,
  referralOf,
  toSearchQuery,
} from './search-state';

describe('search state codec', () => {
  it("reads '0' and 'false' as false, other values as true", () => {
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag('FALSE')).toBe(false);
    expect(parseFlag(undefined)).toBe(false);
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('true')).toBe(true);
  });

  it('keeps page at least 1', () => {
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('4')).toBe(4);
  });

  it('reads serviceIds as a comma list of numbers', () => {
    expect(parseServiceIds('101, 105,x,,-2,3.5,7')).toEqual([101, 105, 7]);
    expect(parseServiceIds('')).toEqual([]);
  });

  it('round-trips through the query', () => {
    const state = fc.record({
      type: fc.constantFrom('Vaccines', 'Illness & Injury', 'Virtual Visit'),
      location: fc.constantFrom('45202', 'Cincinnati, OH', 'Denver, CO'),
      date: fc.constantFrom('2026-03-04', '2026-12-31'),
      page: fc.integer({ min: 1, max: 50 }),
      serviceIds: fc.array(fc.integer({ min: 1, max: 99999 }), { maxLength: 5 }),
      medicaid: fc.boolean(),
      external: fc.boolean(),
      isPharmacyOnly: fc.boolean(),
      shouldAddPromotion: fc.boolean(),
      clinic: fc.constantFrom('01400012', '10100003'),
      slot: fc.constantFrom('2026-03-04T09:15:00-05:00', '2026-03-04T09:15:00+01:00', '2026-03-04T14:15:00Z'),
      source: fc.constantFrom('vaccine-finder', 'source-abc'),
      bookingReferral: fc.constantFrom('34d1a803-cd6c-4420-9cf5-c5edcc533538', 'a+b/c=d'),
    });
    fc.assert(
      fc.property(state, (s) => {
        const parsed = parseSearchQuery(toSearchQuery(s));
        expect(parsed).toMatchObject(s);
      }),
    );
  });

  it('lets router state win and carries the lead-time fields only from state', () => {
    const query = new URLSearchParams('type=Vaccines&location=45202&date=2026-03-04&showLeadTimeWarning=true');
    expect(mergeSearchState(query, undefined).showLeadTimeWarning).toBe(false);
    const merged = mergeSearchState(query, {
      date: '2026-03-06',
      earliestDate: '2026-03-06',
      showLeadTimeWarning: true,
      serviceIds: [105, 'x'],
    });
    expect(merged).toMatchObject({
      type: 'Vaccines',
      date: '2026-03-06',
      showLeadTimeWarning: true,
      serviceIds: [105],
    });
  });

  it('reads a clinic only as a 3-digit division and 5-digit store number', () => {
    expect(parseSearchQuery(new URLSearchParams('clinic=01400012')).clinic).toBe('01400012');
    for (const bad of ['0140001', '014-00012', 'abcdefgh', '014000123']) {
      expect(parseSearchQuery(new URLSearchParams({ clinic: bad })).clinic, bad).toBeUndefined();
    }
    expect(mergeSearchState(new URLSearchParams('clinic=01400012'), { clinic: 'x' }).clinic).toBe('01400012');
  });

  it("reads a booking link's slot, source and booking-referral, dropping what is not one", () => {
    const link = new URLSearchParams(
      'clinic=01400012&slot=2026-03-04T09:15:00-05:00&source=finder&booking-referral=34d1a803-cd6c',
    );
    expect(parseSearchQuery(link)).toMatchObject({
      slot: '2026-03-04T09:15:00-05:00',
      source: 'finder',
      bookingReferral: '34d1a803-cd6c',
    });
    const bad = new URLSearchParams({
      slot: '2026-03-04 09:15',
      source: 'two words',
      'booking-referral': 'x'.repeat(129),
    });
    expect(parseSearchQuery(bad)).toMatchObject({ slot: undefined, source: undefined, bookingReferral: undefined });
    expect(referralOf(parseSearchQuery(link))).toEqual({ source: 'finder', bookingReferral: '34d1a803-cd6c' });
    expect(referralOf(parseSearchQuery(new URLSearchParams('clinic=01400012')))).toBeUndefined();
  });
});
