import { describe, expect, it } from 'vitest';
import { mergeSearchState } from '@/lib/search/search-state';
import { serviceFixture } from '@/test/services-fixture';
import { followupPlanOf, followupSearch } from './followup-target';

const catalog = [
  serviceFixture(105, 'Vaccines', { followupServiceId: 106, followupAfterDays: 60 }),
  serviceFixture(106, 'Vaccines'),
  serviceFixture(107, 'Vaccines', { followupServiceId: 108, followupAfterDays: 28 }),
  serviceFixture(101, 'Vaccines'),
];

describe('follow-up target', () => {
  it('has none for a service without a follow-up', () => {
    expect(followupPlanOf([101], catalog)).toBeNull();
  });

  it('takes the follow-up services and the largest interval', () => {
    expect(followupPlanOf([105], catalog)).toEqual({ serviceIds: [106], afterDays: 60 });
    expect(followupPlanOf([105, 107, 101], catalog)).toEqual({ serviceIds: [106, 108], afterDays: 60 });
  });

  it('dates the follow-up search from the first appointment’s date and presets its services', () => {
    const search = mergeSearchState(
      new URLSearchParams('type=Vaccines&location=45202&date=2026-03-02&serviceIds=105&page=3'),
      { showLeadTimeWarning: true, earliestDate: '2026-03-04' },
    );
    expect(followupSearch(search, '2026-03-04', { serviceIds: [106], afterDays: 60 })).toMatchObject({
      type: 'Vaccines',
      location: '45202',
      date: '2026-05-03',
      serviceIds: [106],
      page: 1,
      showLeadTimeWarning: false,
      earliestDate: undefined,
    });
  });
});
