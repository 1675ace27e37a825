import { schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { showIn } from '@/lib/i18n/i18n';
import { mergeSearchState } from '@/lib/search/search-state';
import { providerFixture } from '@/test/provider-fixture';
import { serviceFixture } from '@/test/services-fixture';
import { categoryConfigOf, isWindowCapped, resultsPlan, stateCodeOf } from './results-plan';
import { providerBlockRequest, resultsRequest } from './results-queries';

const catalog = [
  serviceFixture(29, 'Illness & Injury'),
  serviceFixture(34, 'Illness & Injury', { maxDaysAhead: 7 }),
  serviceFixture(701, 'Virtual Visit', { maxDaysAhead: 2 }),
  serviceFixture(801, 'Telenutrition', { maxDaysAhead: 90, businessNames: ['dietitian'] }),
];
const search = (query: string) => mergeSearchState(new URLSearchParams(query), null);
const planFor = (query: string) => {
  const state = search(query);
  return {
    state,
    plan: resultsPlan({
      category: categoryConfigOf(schedulerConfig.data, state.type),
      search: state,
      services: catalog,
    }),
  };
};

describe('stateCodeOf', () => {
  it('reads a state from a code, a name or "City, ST"', () => {
    expect(stateCodeOf('oh')).toBe('OH');
    expect(stateCodeOf('Ohio')).toBe('OH');
    expect(stateCodeOf('Cincinnati, OH')).toBe('OH');
    expect(stateCodeOf('Cincinnati, OH 45202')).toBe('OH');
    expect(stateCodeOf('District of Columbia')).toBe('DC');
    expect(stateCodeOf('45202')).toBeNull();
    expect(stateCodeOf(undefined)).toBeNull();
  });

  it('reads a state named in Spanish for a visitor reading Spanish, with its accents or without', async () => {
    await showIn('es');
    try {
      expect(planFor('type=Virtual Visit&location=Nueva York&date=2026-03-02&serviceIds=701').plan.stateCode).toBe(
        'NY',
      );
      expect(stateCodeOf('Raleigh, Carolina del Norte')).toBe('NC');
      expect(stateCodeOf('Oregón')).toBe('OR');
      expect(stateCodeOf('Nuevo Mexico')).toBe('NM');
    } finally {
      await showIn('en');
    }
  });
});

describe('resultsPlan and the results request', () => {
  it('searches clinics near the location for in-person categories (results/physical)', () => {
    const { state, plan } = planFor(
      'type=Illness %26 Injury&location=45202&date=2026-03-02&serviceIds=29&benefitCode=WELLNESS2026',
    );
    expect(plan).toMatchObject({
      flow: 'IN_PERSON',
      kind: 'inPerson',
      businessName: 'tlc',
      windowDays: 14,
      messageDays: 14,
    });
    expect(resultsRequest(plan, state)).toEqual({
      path: '/appointment-management/v1/results/physical',
      query: {
        'filter.serviceIds': [29],
        'filter.startDate': '2026-03-02',
        'filter.endDate': '2026-03-15',
        'filter.businessNames': ['tlc'],
        'filter.freeFormAddress': '45202',
        'filter.radius': 25,
        'filter.maxResults': 50,
        'filter.benefitCode': 'WELLNESS2026',
      },
    });
  });

  it('asks for the one clinic’s times when the search is fixed to it (v3 timeslots)', () => {
    const { state, plan } = planFor(
      'type=Illness %26 Injury&location=45202&date=2026-03-02&serviceIds=29&clinic=01400012',
    );
    expect(resultsRequest(plan, state)).toEqual({
      path: '/appointment-management/v3/timeslots',
      query: {
        'filter.serviceIds': [29],
        'filter.startDate': '2026-03-02',
        'filter.endDate': '2026-03-15',
        'filter.businessNames': ['tlc'],
        'filter.locationIds': ['01400012'],
      },
    });
  });

  it('searches the state for a virtual visit (results/virtual, one team, two days)', () => {
    const { state, plan } = planFor('type=Virtual Visit&location=Ohio&date=2026-03-02&serviceIds=701');
    expect(plan).toMatchObject({ kind: 'virtual', stateCode: 'OH', windowDays: 2 });
    expect(resultsRequest(plan, state)?.query).toMatchObject({
      'filter.state': 'OH',
      'filter.isVirtualVisit': true,
      'filter.maxResults': 1,
      'filter.businessNames': ['tlc'],
      'filter.endDate': '2026-03-03',
    });
  });

  it('searches dietitians in the state by business name, and nothing when no state is named', () => {
    const { state, plan } = planFor('type=Telenutrition&location=OH&date=2026-03-10&serviceIds=801');
    expect(plan).toMatchObject({ flow: 'DIETITIAN', kind: 'dietitian', businessName: 'dietitian', maxDaysAhead: 90 });
    expect(resultsRequest(plan, state)?.query).toMatchObject({
      'filter.state': 'OH',
      'filter.businessNames': ['dietitian'],
    });
    expect(resultsRequest(plan, state)?.query['filter.isVirtualVisit']).toBeUndefined();
    const nowhere = planFor('type=Telenutrition&location=45202&date=2026-03-10&serviceIds=801');
    expect(resultsRequest(nowhere.plan, nowhere.state)).toBeNull();
  });

  it('assumes 90 days for an external dietitian entry', () => {
    const { plan } = planFor('type=Telenutrition&location=OH&date=2026-03-10&serviceIds=999&external=true');
    expect(plan.maxDaysAhead).toBe(90);
  });

  it('flags a window cut short by maxDaysAhead, naming the smallest among the services', () => {
    const { plan } = planFor('type=Illness %26 Injury&location=45202&date=2026-03-02&serviceIds=29,34');
    expect(plan).toMatchObject({ maxDaysAhead: 7, windowDays: 7, messageDays: 7 });
    expect(isWindowCapped(plan, '2026-03-02', '2026-03-02')).toBe(true);
    const sick = planFor('type=Illness %26 Injury&location=45202&date=2026-03-02&serviceIds=29').plan;
    expect(isWindowCapped(sick, '2026-03-02', '2026-03-02')).toBe(false);
    expect(isWindowCapped(sick, '2026-03-05', '2026-03-02')).toBe(true);
  });

  it('asks v3 timeslots for a provider’s next block, by location id or by state for virtual teams', () => {
    const clinic = planFor('type=Illness %26 Injury&location=45202&date=2026-03-02&serviceIds=29').plan;
    expect(providerBlockRequest(clinic, providerFixture('01400489'), [29], '2026-03-16')).toEqual({
      path: '/appointment-management/v3/timeslots',
      query: {
        'filter.serviceIds': [29],
        'filter.startDate': '2026-03-16',
        'filter.businessNames': ['tlc'],
        'filter.locationIds': ['01400489'],
      },
    });
    const chosen = planFor('type=Virtual Visit&location=45202&date=2026-03-02&serviceIds=701&licensureState=KY').plan;
    // A ZIP code names no state: the one chosen in the state question is searched.
    expect(chosen.stateCode).toBe('KY');
    expect(planFor('type=Virtual Visit&location=45202&date=2026-03-02&serviceIds=701').plan.stateCode).toBeNull();
    const virtual = planFor('type=Virtual Visit&location=OH&date=2026-03-02&serviceIds=701').plan;
    expect(providerBlockRequest(virtual, providerFixture('virtual-eastern'), [701], '2026-03-04').query).toMatchObject({
      'filter.isVirtualVisit': true,
      'filter.licensureState': 'OH',
    });
  });
});
