// @vitest-environment jsdom
// The guard reads the tab's real sessionStorage, as the page does.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedState } from '@/features/confirmation/test/confirmation-fixtures';
import { tabHoldings } from './tab-holds';

const STORE_KEY = 'tlc.scheduler';
const fromTab = () => sessionStorage;

describe('what the tab holds for a prerendered view', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds a booking when the store has a booked appointment, its provider and its category', () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(bookedState));
    expect(tabHoldings(fromTab)).toEqual(['booking']);
    const { category: _category, ...searchedOnly } = bookedState;
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...searchedOnly, search: { type: bookedState.category } }));
    expect(tabHoldings(fromTab)).toEqual(['booking']);
  });

  it('holds nothing in a new tab, with a held but unbooked time, or without a provider or category', () => {
    expect(tabHoldings(fromTab)).toEqual([]);
    const held = { ...bookedState.appointment, id: undefined, confirmCode: undefined, reservationCode: 'res-1' };
    for (const state of [
      { ...bookedState, appointment: held },
      { ...bookedState, provider: undefined },
      { ...bookedState, category: undefined, search: undefined },
    ]) {
      sessionStorage.setItem(STORE_KEY, JSON.stringify(state));
      expect(tabHoldings(fromTab)).toEqual([]);
    }
  });

  it('holds nothing when the store is damaged or storage cannot be read', () => {
    sessionStorage.setItem(STORE_KEY, '{"appointment":');
    expect(tabHoldings(fromTab)).toEqual([]);
    expect(
      tabHoldings(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toEqual([]);
    expect(tabHoldings(() => undefined)).toEqual([]);
  });
});
