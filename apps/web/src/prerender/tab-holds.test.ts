// @vitest-environment jsdom
// The guard reads the tab's real sessionStorage, as the page does.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookedState } from '@/features/confirmation/test/confirmation-fixtures';
import { FORM_DRAFT_KEY } from '@/features/schedule/model/form-draft';
import { SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { tabHoldings } from './tab-holds';

const STORE_KEY = 'tlc.scheduler';
const draftOn = (current: string) => JSON.stringify({ category: 'Illness & Injury', current, completed: [], data: {} });
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

  it('holds no booking in a new tab, with a held but unbooked time, or without a provider or category', () => {
    expect(tabHoldings(fromTab)).toEqual([]);
    const held = { ...bookedState.appointment, id: undefined, confirmCode: undefined, reservationCode: 'res-1' };
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...bookedState, appointment: held }));
    expect(tabHoldings(fromTab)).toEqual(['hold']);
    for (const state of [
      { ...bookedState, provider: undefined },
      { ...bookedState, category: undefined, search: undefined },
    ]) {
      sessionStorage.setItem(STORE_KEY, JSON.stringify(state));
      expect(tabHoldings(fromTab)).toEqual([]);
    }
  });

  it('holds a time for the patient form while its form opens on the patient details', () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(SICK_VISIT));
    expect(tabHoldings(fromTab)).toEqual(['hold']);
    sessionStorage.setItem(FORM_DRAFT_KEY, draftOn('patientDetails'));
    expect(tabHoldings(fromTab)).toEqual(['hold']);
    // A draft that cannot be read is set aside by the form, which then opens on the patient details.
    sessionStorage.setItem(FORM_DRAFT_KEY, '{"current":');
    expect(tabHoldings(fromTab)).toEqual(['hold']);
  });

  it('holds no time for the prerendered form when its draft stopped on a later sub-page, or there is no provider', () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(SICK_VISIT));
    sessionStorage.setItem(FORM_DRAFT_KEY, draftOn('appointmentNotes'));
    expect(tabHoldings(fromTab)).toEqual([]);
    sessionStorage.removeItem(FORM_DRAFT_KEY);
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...SICK_VISIT, provider: undefined }));
    expect(tabHoldings(fromTab)).toEqual([]);
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
