import type {
  Checklists,
  DietaryRestrictions,
  FeatureToggles,
  InsuranceStepConfig,
  MedicalHistory,
  MedicalInformation,
  PatientFormConfig,
  PatientFormOptions,
  SchedulerConfig,
} from '@hs/content';
import {
  checklists,
  dietaryRestrictions,
  featureToggles,
  insuranceStepConfig,
  medicalHistory,
  medicalInformation,
  patientFormConfig,
  patientFormOptions,
  schedulerConfig,
} from '@hs/content';
import { useContent } from '@/lib/content/use-content';

export interface FormContent {
  scheduler: SchedulerConfig;
  toggles: FeatureToggles;
  form: PatientFormConfig;
  options: PatientFormOptions;
  insurance: InsuranceStepConfig;
  medicalInformation: MedicalInformation;
  medicalHistory: MedicalHistory;
  dietaryRestrictions: DietaryRestrictions;
  checklists: Checklists;
}

/**
 * The content the form needs before its first sub-page: how it is built (scheduler and form configuration,
 * toggles, options) and what the booking payload is assembled with. Sub-pages load their own texts.
 */
export type FormContentState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; content: FormContent };

/** The content objects behind FormContent; the patient form's HTML preloads them (`route-shells.tsx`). */
export const formContentEntries = {
  scheduler: schedulerConfig,
  toggles: featureToggles,
  form: patientFormConfig,
  options: patientFormOptions,
  insurance: insuranceStepConfig,
  medicalInformation,
  medicalHistory,
  dietaryRestrictions,
  checklists,
};

export function useFormContent(): FormContentState {
  const entries = formContentEntries;
  const results = {
    scheduler: useContent(entries.scheduler),
    toggles: useContent(entries.toggles),
    form: useContent(entries.form),
    options: useContent(entries.options),
    insurance: useContent(entries.insurance),
    medicalInformation: useContent(entries.medicalInformation),
    medicalHistory: useContent(entries.medicalHistory),
    dietaryRestrictions: useContent(entries.dietaryRestrictions),
    checklists: useContent(entries.checklists),
  };
  const all = Object.values(results);
  const failed = all.some((result) => result.isError);
  const { scheduler, toggles, form, options, insurance } = results;
  if (
    !scheduler.data ||
    !toggles.data ||
    !form.data ||
    !options.data ||
    !insurance.data ||
    !results.medicalInformation.data ||
    !results.medicalHistory.data ||
    !results.dietaryRestrictions.data ||
    !results.checklists.data
  ) {
    return failed ? { status: 'error' } : { status: 'loading' };
  }
  return {
    status: 'ready',
    content: {
      scheduler: scheduler.data,
      toggles: toggles.data,
      form: form.data,
      options: options.data,
      insurance: insurance.data,
      medicalInformation: results.medicalInformation.data,
      medicalHistory: results.medicalHistory.data,
      dietaryRestrictions: results.dietaryRestrictions.data,
      checklists: results.checklists.data,
    },
  };
}
