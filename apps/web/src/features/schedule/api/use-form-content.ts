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

/** What the form is built and rendered with: the first sub-page waits for these (and its own texts). */
export interface FormContent {
  scheduler: SchedulerConfig;
  toggles: FeatureToggles;
  form: PatientFormConfig;
  options: PatientFormOptions;
}

/** What the booking payload is assembled with at the last step; sub-pages load their own texts. */
export interface BookingContent {
  insurance: InsuranceStepConfig;
  medicalInformation: MedicalInformation;
  medicalHistory: MedicalHistory;
  dietaryRestrictions: DietaryRestrictions;
  checklists: Checklists;
}

export type FormContentState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; content: FormContent };

/** The content objects behind FormContent; the patient form's HTML preloads them (`route-shells.tsx`). */
export const formContentEntries = {
  scheduler: schedulerConfig,
  toggles: featureToggles,
  form: patientFormConfig,
  options: patientFormOptions,
};

export function useFormContent(): FormContentState {
  const entries = formContentEntries;
  const scheduler = useContent(entries.scheduler);
  const toggles = useContent(entries.toggles);
  const form = useContent(entries.form);
  const options = useContent(entries.options);
  if (!scheduler.data || !toggles.data || !form.data || !options.data) {
    const failed = [scheduler, toggles, form, options].some((result) => result.isError);
    return failed ? { status: 'error' } : { status: 'loading' };
  }
  return {
    status: 'ready',
    content: { scheduler: scheduler.data, toggles: toggles.data, form: form.data, options: options.data },
  };
}

export type BookingContentState =
  | { status: 'loading' | 'error'; content?: undefined }
  | { status: 'ready'; content: BookingContent };

/**
 * The booking's content, asked for when the form opens and needed only when it books: it does not hold up the
 * first sub-page, and the visitor fills in every sub-page before it is used.
 */
export function useBookingContent(): BookingContentState {
  const insurance = useContent(insuranceStepConfig);
  const medical = useContent(medicalInformation);
  const history = useContent(medicalHistory);
  const dietary = useContent(dietaryRestrictions);
  const lists = useContent(checklists);
  if (!insurance.data || !medical.data || !history.data || !dietary.data || !lists.data) {
    const failed = [insurance, medical, history, dietary, lists].some((result) => result.isError);
    return { status: failed ? 'error' : 'loading' };
  }
  return {
    status: 'ready',
    content: {
      insurance: insurance.data,
      medicalInformation: medical.data,
      medicalHistory: history.data,
      dietaryRestrictions: dietary.data,
      checklists: lists.data,
    },
  };
}
