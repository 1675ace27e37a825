import { ANALYTICS_FIELDS } from '@hs/contracts';
import { PATIENT_FORM_STEPS } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { pageValues } from './page-defaults';

/** The names of a sub-page's controls: its values' paths, nested objects joined with dots. */
const controlNames = (values: unknown, prefix = ''): string[] =>
  values && typeof values === 'object' && !Array.isArray(values)
    ? Object.entries(values).flatMap(([key, value]) => controlNames(value, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('the patient form and the analytics field names', () => {
  it('names every control of every sub-page with a field the analytics API lists', () => {
    for (const page of PATIENT_FORM_STEPS) {
      // Medical information keys its answers by question: the vocabulary test checks those against the content.
      if (page === 'medicalInformation') continue;
      for (const name of controlNames(pageValues(page, {}))) expect(ANALYTICS_FIELDS, page).toContain(name);
    }
  });
});
