import {
  medicalInformation,
  patientFormConfig,
  patientFormOptions,
  QUESTIONNAIRE_FIELDS,
  schedulerConfig,
} from '@hs/content';
import {
  DIETITIAN_QUESTION_NAMES,
  ETHNICITIES,
  GENDERS,
  POLICY_HOLDER_RELATIONS,
  QUESTIONNAIRE_YES_NO_FIELDS,
  RACES,
  RELATIONSHIPS,
  SEX_ASSIGNED_AT_BIRTH,
  SPOKEN_LANGUAGES,
} from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { buildFormPlan } from './form-plan';

const values = (list: readonly { value: string }[]) => list.map((option) => option.value).sort();

// The content package stands alone, so the form checks here that its option lists are the values the
// booking contract accepts (§3 option lists).
describe('patient form content agrees with the booking contract', () => {
  it('offers exactly the domain’s option values', () => {
    const options = patientFormOptions.data;
    expect(values(options.relationships)).toEqual([...RELATIONSHIPS].sort());
    expect(values(options.sexAssignedAtBirth)).toEqual([...SEX_ASSIGNED_AT_BIRTH].sort());
    expect(values(options.genders)).toEqual([...GENDERS].sort());
    expect(values(options.races)).toEqual([...RACES].sort());
    expect(values(options.ethnicities)).toEqual([...ETHNICITIES].sort());
    expect(values(options.languages)).toEqual([...SPOKEN_LANGUAGES].sort());
    expect(values(options.policyHolderRelations)).toEqual([...POLICY_HOLDER_RELATIONS].sort());
    expect(values(options.yesNo)).toEqual(['No', 'Yes']);
  });

  it('asks only questionnaire questions the booking carries', () => {
    expect([...QUESTIONNAIRE_FIELDS].sort()).toEqual([...QUESTIONNAIRE_YES_NO_FIELDS].sort());
    for (const question of medicalInformation.data.questions)
      expect(QUESTIONNAIRE_YES_NO_FIELDS).toContain(question.field);
  });

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
