import { describe, expect, it } from 'vitest';
import { CATALOG, resolvedPrescreen } from '@/features/prescreen/test/prescreen-fixtures';
import { parseSearchQuery, type SearchState } from '@/lib/search/search-state';
import { earliestDateFor, prescreenResult, resultsNavigation } from './prescreen-result';

const TODAY = '2030-06-10';
const search = (query: string): SearchState => parseSearchQuery(new URLSearchParams(query));
const result = (
  id: Parameters<typeof resolvedPrescreen>[0],
  answers: Record<string, Record<string, string | string[]>>,
  eligibility = {},
) => prescreenResult(resolvedPrescreen(id), { answers, eligibility });

describe('what a prescreen books', () => {
  it('books the plain DOT physical when the employer tests elsewhere', () => {
    expect(result('dot_physicals', { employer: { employer: 'riverbend-transit' } }).serviceIds).toEqual([401]);
  });

  it('books the DOT physical with drug screening, or without, by the answer', () => {
    const buckeye = { employer: { employer: 'buckeye-freight' } };
    expect(result('dot_physicals', { ...buckeye, 'drug-screening': { drugScreening: 'yes' } }).serviceIds).toEqual([
      402,
    ]);
    expect(result('dot_physicals', { ...buckeye, 'drug-screening': { drugScreening: 'no' } }).serviceIds).toEqual([
      401,
    ]);
  });

  it('ignores answers of steps the patient no longer goes through', () => {
    const answers = { employer: { employer: 'queen-city-movers' }, 'drug-screening': { drugScreening: 'yes' } };
    expect(result('dot_physicals', answers).serviceIds).toEqual([401]);
  });

  it('books the chosen physical type', () => {
    const answers = { age: { isTwentyOrOlder: 'no' }, 'physical-type': { physicalType: 'school' } };
    expect(result('physicals', answers).serviceIds).toEqual([302]);
  });

  it('keeps the Medicare answers the booking needs', () => {
    const answers = {
      questionnaire: { medicarePartB: 'yes', recentWellnessVisit: 'no', medicareBeneficiaryId: '1EG4-TE5-MK73' },
    };
    expect(result('medicare_check', answers)).toEqual({
      serviceIds: [601],
      search: {},
      storedAnswers: { medicareRecipient: 'yes', medicareBeneficiaryId: '1EG4-TE5-MK73' },
    });
  });

  it('turns the dietitian screen into the search: state, time zone, date and Medicaid', () => {
    const answers = { 'visit-details': { state: 'OH', timeZone: 'ET', date: '07/01/2030', medicaid: 'no' } };
    expect(result('dietitian', answers)).toMatchObject({
      serviceIds: [801],
      search: { location: 'OH', timeZone: 'ET', date: '2030-07-01', medicaid: false },
      storedAnswers: { licensureState: 'OH' },
    });
  });

  it('replaces the chosen COVID-19 vaccine by the one the eligibility answers map to', () => {
    const outcome = { serviceIds: [104], replacesOptionType: 'covid', notBefore: '2030-07-01', collected: { a: 'b' } };
    const booked = result('vaccines', { vaccines: { vaccines: ['101', '102'] } }, { 'covid-eligibility': outcome });
    expect(booked).toMatchObject({ serviceIds: [101, 104], notBefore: '2030-07-01', storedAnswers: { a: 'b' } });
    const firstDose = { ...outcome, serviceIds: [102] };
    expect(
      result('vaccines', { vaccines: { vaccines: ['102'] } }, { 'covid-eligibility': firstDose }).serviceIds,
    ).toEqual([102]);
  });
});

describe('finishing on to results (§4 "Prescreen finish")', () => {
  it('takes the longest lead time of the chosen services', () => {
    expect(earliestDateFor([101, 105], CATALOG, TODAY)).toBe('2030-06-12');
    expect(earliestDateFor([101], CATALOG, TODAY)).toBe(TODAY);
  });

  it('moves an earlier date to the earliest date and flags the lead-time warning', () => {
    const shingles = result('vaccines', { vaccines: { vaccines: ['105'] } });
    const { to, state } = resultsNavigation(
      search('type=Vaccines&location=45202&date=2030-06-10'),
      shingles,
      CATALOG,
      TODAY,
    );
    expect(state).toMatchObject({
      date: '2030-06-12',
      earliestDate: '2030-06-12',
      showLeadTimeWarning: true,
      serviceIds: [105],
    });
    expect(to).toBe('/health-services/scheduler/result?type=Vaccines&location=45202&date=2030-06-12&serviceIds=105');
  });

  it('keeps a date that is late enough, without a warning', () => {
    const shingles = result('vaccines', { vaccines: { vaccines: ['105'] } });
    const { state } = resultsNavigation(
      search('type=Vaccines&location=45202&date=2030-06-20'),
      shingles,
      CATALOG,
      TODAY,
    );
    expect(state).toMatchObject({ date: '2030-06-20', showLeadTimeWarning: false });
  });

  it('keeps a search fixed to one clinic fixed to it', () => {
    const shingles = result('vaccines', { vaccines: { vaccines: ['105'] } });
    const fixed = search('type=Vaccines&location=45202&date=2030-06-20&clinic=01400489');
    const { to, state } = resultsNavigation(fixed, shingles, CATALOG, TODAY);
    expect(state.clinic).toBe('01400489');
    expect(new URL(to, 'http://localhost').searchParams.get('clinic')).toBe('01400489');
  });

  it('starts after the last dose’s follow-up interval without calling it a lead-time change', () => {
    const booster = { serviceIds: [104], replacesOptionType: 'covid', notBefore: '2030-08-01', collected: {} };
    const covid = result('vaccines', { vaccines: { vaccines: ['102'] } }, { 'covid-eligibility': booster });
    const { state } = resultsNavigation(search('type=Vaccines&location=45202&date=2030-06-20'), covid, CATALOG, TODAY);
    expect(state).toMatchObject({ date: '2030-08-01', serviceIds: [104], showLeadTimeWarning: false });
  });

  it('carries the dietitian search in the query and state', () => {
    const answers = { 'visit-details': { state: 'OH', timeZone: 'CT', date: '07/01/2030', medicaid: 'no' } };
    const { to, state } = resultsNavigation(
      search('type=Telenutrition&external=true'),
      result('dietitian', answers),
      CATALOG,
      TODAY,
    );
    expect(state).toMatchObject({
      type: 'Telenutrition',
      location: 'OH',
      date: '2030-07-01',
      earliestDate: TODAY,
      timeZone: 'CT',
      external: true,
      medicaid: false,
      serviceIds: [801],
      showLeadTimeWarning: false,
    });
    expect(to).toBe(
      '/health-services/scheduler/result?type=Telenutrition&location=OH&date=2030-07-01&serviceIds=801&timeZone=CT&external=true',
    );
  });
});
