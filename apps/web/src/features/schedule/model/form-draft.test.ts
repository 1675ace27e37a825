// @vitest-environment jsdom
// sessionStorage is part of what these tests prove.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, FORM_DRAFT_KEY, readDraft, withDefaults, writeDraft } from './form-draft';
import { EMPTY_INSURANCE } from './insurance-schema';

describe('form draft storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft under its own key for its category', () => {
    writeDraft({ category: 'Illness & Injury', current: 'insurance', completed: ['patientDetails'], data: {} });
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).not.toBeNull();
    expect(sessionStorage.getItem('tlc.scheduler')).toBeNull();
    expect(readDraft('Illness & Injury')).toMatchObject({ current: 'insurance', completed: ['patientDetails'] });
    expect(readDraft('Vaccines')).toBeNull();
  });

  it('ignores damaged drafts and unknown steps', () => {
    sessionStorage.setItem(FORM_DRAFT_KEY, '{not json');
    expect(readDraft('Illness & Injury')).toBeNull();
    sessionStorage.setItem(FORM_DRAFT_KEY, JSON.stringify({ category: 'Illness & Injury', current: 'billing' }));
    expect(readDraft('Illness & Injury')).toBeNull();
    sessionStorage.setItem(
      FORM_DRAFT_KEY,
      JSON.stringify({ category: 'Illness & Injury', current: 'insurance', completed: ['patientDetails', 'x'] }),
    );
    expect(readDraft('Illness & Injury')).toMatchObject({ completed: ['patientDetails'], data: {} });
  });

  it('clears the draft', () => {
    writeDraft({ category: 'Illness & Injury', current: 'insurance', completed: [], data: {} });
    clearDraft();
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull();
  });
});

describe('withDefaults', () => {
  it('fills fields a stored draft lacks and drops ones it should not have', () => {
    const merged = withDefaults(EMPTY_INSURANCE, {
      hasPrimaryInsurance: '1',
      primary: { memberId: 'W1', claimsAddress: { city: 'Dayton' } },
      extra: 'x',
      hasSecondaryInsurance: 'yes',
    });
    expect(merged.hasPrimaryInsurance).toBe('1');
    expect(merged.primary.memberId).toBe('W1');
    expect(merged.primary.insuranceCarrier).toBe('');
    expect(merged.primary.claimsAddress).toEqual({ ...EMPTY_INSURANCE.primary.claimsAddress, city: 'Dayton' });
    expect(merged.hasSecondaryInsurance).toBe(false);
    expect('extra' in merged).toBe(false);
  });

  it('keeps records keyed by content as stored', () => {
    expect(withDefaults({ answers: {} as Record<string, string> }, { answers: { haveFever: 'no' } })).toEqual({
      answers: { haveFever: 'no' },
    });
  });
});
