import { patientFormConfig, schedulerConfig } from '@hs/content';
import { DIETITIAN_QUESTION_NAMES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { buildFormPlan } from './form-plan';

// The patient form's option lists and questions are built from the domain's values; what content still
// decides alone is each category's form, so the form checks here that every one can be booked (§3).
describe('patient form content agrees with the booking contract', () => {
  it('fills dietitian answers the booking knows', () => {
    expect(DIETITIAN_QUESTION_NAMES).toContain('learning_objectives');
    expect(DIETITIAN_QUESTION_NAMES).toContain('referral_source');
  });

  it.each(schedulerConfig.data.categories.map((c) => [c.category, c] as const))(
    '%s gets a form that can be booked',
    (_, category) => {
      expect(patientFormConfig.data.groups[category.formConfigGroup]).toBeDefined();
      for (const toggle of [true, false]) {
        const plan = buildFormPlan({ config: patientFormConfig.data, category, showPatientAddressFields: toggle });
        const pages = plan.pages.map((entry) => entry.page);
        expect(pages[0]).toBe('patientDetails');
        // The provider's details travel with the insurance information, so a form asking for them needs it.
        if (plan.patientDetails.providerInformation) {
          expect(pages.some((page) => page === 'insurance' || page === 'simpleInsurance')).toBe(true);
        }
      }
    },
  );
});
