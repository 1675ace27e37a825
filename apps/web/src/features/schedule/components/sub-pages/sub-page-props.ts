import type { CategoryConfig, PatientFormOptions, PatientFormStep } from '@hs/content';
import type { StepFooter } from '@/features/schedule/components/step-form';
import type { FormPlan } from '@/features/schedule/model/form-plan';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';

/** What every sub-page knows about the form around it. */
export interface SubPageContext {
  plan: FormPlan;
  category: CategoryConfig | undefined;
  scheduler: SchedulerState;
  options: PatientFormOptions;
  /** Everything saved so far (e.g. the patient's address for a consent's billing questions). */
  data: PatientFormData;
  /** The patient's calendar day, YYYY-MM-DD. */
  today: string;
  /** The showPatientAddressFields toggle: patient details verifies the address only when it is on (§4). */
  showPatientAddressFields: boolean;
}

export interface SubPageProps<T> {
  page: PatientFormStep;
  /** The sub-page's heading, which names its form. */
  heading: string;
  initial: T;
  footer: StepFooter;
  context: SubPageContext;
  /** Told of every change, so what was typed survives Back and a refresh before Continue. */
  onDraft: (values: T) => void;
  /** Saves the sub-page under its name and moves on. */
  onContinue: (values: T) => void;
}

export const yesNoOptions = (options: PatientFormOptions) =>
  options.yesNo.map((option) => ({ value: option.value, label: option.label }));
