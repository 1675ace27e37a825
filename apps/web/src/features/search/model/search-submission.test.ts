import { schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '@/test/services-fixture';
import { categoryConfigFor, defaultCategoryConfig } from './category-config';
import { applyLeadTime, resultsTargetFor, type SearchRequest, searchTargetFor } from './search-submission';

const services = [
  serviceFixture(29, 'Illness & Injury'),
  serviceFixture(30, 'Illness & Injury', { leadTime: 5 }),
  serviceFixture(101, 'Vaccines'),
  serviceFixture(109, 'Vaccines', { leadTime: 3 }),
  serviceFixture(150, 'Pharmacy Vaccines', { businessNames: ['pharmacy'] }),
  serviceFixture(201, 'Travel', { leadTime: 3 }),
];

function request(type: string, appointmentDate: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    values: { type, location: 'Dayton, OH', appointmentDate },
    category: categoryConfigFor(schedulerConfig.data, type),
    services,
    today: '2030-03-10',
    ...extra,
  };
}

describe('applyLeadTime', () => {
  it('moves a date inside the longest lead time to the earliest date and flags the warning', () => {
    expect(applyLeadTime('2030-03-11', [services[3]!, services[2]!], '2030-03-10')).toEqual({
      date: '2030-03-13',
      earliestDate: '2030-03-13',
      showLeadTimeWarning: true,
    });
  });

  it('keeps a date on or after the earliest date', () => {
    expect(applyLeadTime('2030-03-13', [services[3]!], '2030-03-10')).toEqual({
      date: '2030-03-13',
      earliestDate: '2030-03-13',
      showLeadTimeWarning: false,
    });
    expect(applyLeadTime('2030-03-10', [], '2030-03-10').showLeadTimeWarning).toBe(false);
  });
});

describe('searchTargetFor', () => {
  it("redirectAction 'results': the category's lead service, the search in the query and in state", () => {
    const target = searchTargetFor(request('Illness & Injury', '2030-03-12', { benefitCode: 'WELLNESS2026' }));
    expect(target.kind).toBe('results');
    if (target.kind !== 'results') return;
    expect(target.to).toBe(
      '/health-services/scheduler/result?type=Illness+%26+Injury&location=Dayton%2C+OH&date=2030-03-12&serviceIds=29&benefitCode=WELLNESS2026',
    );
    expect(target.state).toEqual({
      type: 'Illness & Injury',
      location: 'Dayton, OH',
      date: '2030-03-12',
      earliestDate: '2030-03-10',
      showLeadTimeWarning: false,
      serviceIds: [29],
      shouldAddPromotion: false,
      benefitCode: 'WELLNESS2026',
    });
  });

  it('applies the lead time of the service searched', () => {
    const travel = { ...defaultCategoryConfig('Travel') };
    const target = resultsTargetFor(request('Travel', '2030-03-11', { category: travel }));
    expect(target.state).toMatchObject({ date: '2030-03-13', earliestDate: '2030-03-13', showLeadTimeWarning: true });
    expect(target.to).toContain('date=2030-03-13');
  });

  it('adds the chosen licensure state for a virtual visit', () => {
    const target = resultsTargetFor(request('Illness & Injury', '2030-03-12'), 'CO');
    expect(target.state.licensureState).toBe('CO');
    expect(new URL(target.to, 'http://x').searchParams.get('licensureState')).toBe('CO');
  });

  it("redirectAction 'prescreen': prescreen step 1 with the search and the category configuration", () => {
    const target = searchTargetFor(request('Vaccines', '2030-03-11', { shouldAddPromotion: true }));
    expect(target.kind).toBe('prescreen');
    if (target.kind !== 'prescreen') return;
    expect(target.to).toBe(
      '/health-services/scheduler/prescreen/1?type=Vaccines&location=Dayton%2C+OH&date=2030-03-11&shouldAddPromotion=true',
    );
    // The prescreen applies the lead time of the services it chooses, so the date is as typed.
    expect(target.state).toEqual({
      type: 'Vaccines',
      location: 'Dayton, OH',
      date: '2030-03-11',
      shouldAddPromotion: true,
      categoryConfig: categoryConfigFor(schedulerConfig.data, 'Vaccines'),
    });
  });

  it("redirectAction 'pharmacy_scheduler': the pharmacy's guest vaccination page, with nothing typed in it", () => {
    const category = { ...defaultCategoryConfig('Pharmacy Vaccines'), redirectAction: 'pharmacy_scheduler' as const };
    expect(searchTargetFor(request('Pharmacy Vaccines', '2030-03-11', { category }))).toEqual({
      kind: 'pharmacy',
      href: '/rx/guest/vaccination-appointments',
    });
  });
});
