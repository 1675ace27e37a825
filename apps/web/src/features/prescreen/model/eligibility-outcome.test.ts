import { covidServiceNameCriteriaMapper, type EligibilityStep, vaccinesPrescreen } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '@/features/prescreen/test/prescreen-fixtures';
import { eligibilityOutcome, matchCriteria } from './eligibility-outcome';

const mapper = covidServiceNameCriteriaMapper.data;
const step = vaccinesPrescreen.data.steps.find((s): s is EligibilityStep => s.kind === 'eligibility');
if (!step) throw new Error('The vaccines prescreen has an eligibility step.');

describe('the service-name criteria mapper', () => {
  it('takes the first mapping whose criteria all match', () => {
    expect(matchCriteria(mapper, { covidDosesReceived: 'one' })?.serviceName).toBe('COVID-19 Vaccine Dose 2');
    expect(matchCriteria(mapper, { covidDosesReceived: 'five' })).toBeUndefined();
  });
});

describe('the eligibility outcome (§4 vaccine flow)', () => {
  it('books the first dose with no wait for a patient who has had none', () => {
    expect(eligibilityOutcome(step, mapper, { covidDosesReceived: 'none' }, CATALOG)).toEqual({
      serviceIds: [102],
      replacesOptionType: 'covid',
      collected: { covidDosesReceived: 'none' },
    });
  });

  it('starts a booster 60 days after the last dose', () => {
    const collected = { covidDosesReceived: 'two-or-more', lastCovidDoseDate: '2030-03-01' };
    expect(eligibilityOutcome(step, mapper, collected, CATALOG)).toMatchObject({
      serviceIds: [104],
      notBefore: '2030-04-30',
    });
  });

  it('starts a second dose after the first dose’s follow-up interval', () => {
    const collected = { covidDosesReceived: 'one', lastCovidDoseDate: '2030-03-01' };
    expect(eligibilityOutcome(step, mapper, collected, CATALOG)).toMatchObject({
      serviceIds: [103],
      notBefore: '2030-03-22',
    });
  });

  it('keeps the chosen vaccines when nothing matches or the service is missing', () => {
    expect(eligibilityOutcome(step, mapper, { covidDosesReceived: 'five' }, CATALOG)).toEqual({
      serviceIds: [],
      collected: { covidDosesReceived: 'five' },
    });
    const withoutBooster = CATALOG.filter((service) => service.id !== 104);
    expect(eligibilityOutcome(step, mapper, { covidDosesReceived: 'two-or-more' }, withoutBooster).serviceIds).toEqual(
      [],
    );
  });
});
