// @vitest-environment jsdom
// sessionStorage is part of what these tests prove.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '@/lib/search/search-state';
import { createPrescreenProgressStore } from './prescreen-progress';

const search = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('prescreen progress', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the answers of the same search and survives a reload', () => {
    const store = createPrescreenProgressStore(sessionStorage);
    store.begin('physicals', search('type=Physicals&location=45202&date=2030-01-02'));
    store.completeStep('age', { isTwentyOrOlder: 'yes' }, ['age']);
    store.begin('physicals', search('type=physicals&location=45202&date=2030-01-02'));
    const reloaded = createPrescreenProgressStore(sessionStorage).get();
    expect(reloaded).toMatchObject({ answers: { age: { isTwentyOrOlder: 'yes' } }, completedStepIds: ['age'] });
  });

  it('starts over for a different search', () => {
    const store = createPrescreenProgressStore(sessionStorage);
    store.begin('physicals', search('type=Physicals&location=45202&date=2030-01-02'));
    store.completeStep('age', { isTwentyOrOlder: 'yes' }, ['age']);
    store.begin('physicals', search('type=Physicals&location=Dayton, OH&date=2030-01-02'));
    expect(store.get()).toMatchObject({ answers: {}, completedStepIds: [] });
  });

  it('keeps an eligibility outcome only while its step says so', () => {
    const store = createPrescreenProgressStore(sessionStorage);
    store.begin('vaccines', search('type=Vaccines&location=45202'));
    const outcome = { serviceIds: [104], replacesOptionType: 'covid', collected: {} };
    store.completeStep('covid-eligibility', {}, ['vaccines', 'covid-eligibility'], outcome);
    expect(store.get()?.eligibility['covid-eligibility']).toEqual(outcome);
    store.completeStep('covid-eligibility', {}, ['vaccines', 'covid-eligibility']);
    expect(store.get()?.eligibility).toEqual({});
  });

  it('ignores unreadable storage', () => {
    sessionStorage.setItem('tlc.prescreen', '{not json');
    expect(createPrescreenProgressStore(sessionStorage).get()).toBeUndefined();
  });
});
