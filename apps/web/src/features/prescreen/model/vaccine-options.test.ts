import { vaccinesPrescreen } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_VACCINE_LIST } from '@/features/prescreen/test/prescreen-fixtures';
import { stripDoseSuffix, vaccineOptions, vaccineSelectionError } from './vaccine-options';

const list = (includeCovid = true) =>
  vaccineOptions(CATALOG, { category: 'Vaccines', businessName: 'tlc', includeCovid });

const rules = (() => {
  const step = vaccinesPrescreen.data.steps[0];
  const question = step?.kind === 'questions' ? step.questions[0] : undefined;
  if (question?.type !== 'vaccineSelection') throw new Error('The vaccines prescreen starts with the vaccine list.');
  return question;
})();

describe('the vaccine list (§9)', () => {
  it('puts Flu first, then sorts by name, without later doses, other businesses or unavailable vaccines', () => {
    expect(list().map((option) => option.label)).toEqual(CATALOG_VACCINE_LIST);
  });

  it('books the first dose and marks COVID-19 vaccines for the eligibility step', () => {
    const covid = list().find((option) => option.label === 'COVID-19 Vaccine');
    expect(covid).toMatchObject({ value: '102', serviceIds: [102], type: 'covid' });
    expect(list().find((option) => option.label === 'Shingles Vaccine')).toMatchObject({ type: 'vaccine' });
  });

  it('leaves COVID-19 vaccines out when the toggle is off', () => {
    expect(list(false).some((option) => option.type === 'covid')).toBe(false);
  });

  it.each([
    ['Shingles Vaccine Dose 1', 'Shingles Vaccine'],
    ['COVID-19 Vaccine Dose 2', 'COVID-19 Vaccine'],
    ['HPV Vaccine - dose 1', 'HPV Vaccine'],
    ['Hepatitis B Vaccine (Dose 1)', 'Hepatitis B Vaccine'],
    ['COVID-19 Vaccine Booster', 'COVID-19 Vaccine Booster'],
  ])('names %j as %j', (name, label) => {
    expect(stripDoseSuffix(name)).toBe(label);
  });
});

describe('the vaccine selection (§5)', () => {
  const options = list();
  const ids = (...labels: string[]) =>
    labels.map((label) => options.find((option) => option.label === label)?.value ?? label);

  it('needs at least one vaccine', () => {
    expect(vaccineSelectionError([], options, rules)).toBe('Please choose at least one vaccine.');
  });

  it('allows no more than the configured maximum', () => {
    expect(
      vaccineSelectionError(ids('Flu Vaccine', 'Tdap Vaccine', 'Pneumonia Vaccine'), options, rules),
    ).toBeUndefined();
    expect(
      vaccineSelectionError(
        ids('Flu Vaccine', 'Tdap Vaccine', 'Pneumonia Vaccine', 'Shingles Vaccine'),
        options,
        rules,
      ),
    ).toBe('You can choose up to 3 vaccines for one appointment.');
  });

  it('refuses combinations that cannot be booked together', () => {
    expect(vaccineSelectionError(ids('COVID-19 Vaccine', 'Shingles Vaccine'), options, rules)).toBe(
      'The vaccines you have selected cannot be scheduled together. Please go back and confirm your selections again.',
    );
    expect(vaccineSelectionError(ids('Flu Vaccine', 'Shingles Vaccine'), options, rules)).toBeUndefined();
  });
});
