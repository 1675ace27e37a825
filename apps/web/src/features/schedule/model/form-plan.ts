import type {
  CategoryConfig,
  ConsentAssetsSchema,
  FormGroup,
  FormStep,
  PatientDetailsFields,
  PatientFormConfig,
  PatientFormStep,
} from '@hs/content';
import type { z } from 'zod';
import { isSignedConsentPage } from './patient-form-data';

/** The form one category gets: its group's steps, without the sub-pages the category skips. */
export interface FormPlan {
  group: string;
  steps: FormStep[];
  /** Every sub-page in order, with the index of its step. */
  pages: { page: PatientFormStep; stepIndex: number }[];
  submitLabel: string;
  patientDetails: PatientDetailsFields;
  consentAssets: z.infer<typeof ConsentAssetsSchema>;
  /** The sub-page that asks for the home address: patient details (toggle on) or the first signed consent. */
  addressPage: PatientFormStep;
}

export interface FormPlanInput {
  config: PatientFormConfig;
  category: CategoryConfig | undefined;
  /** The showPatientAddressFields toggle. */
  showPatientAddressFields: boolean;
}

/**
 * Builds the form from content alone (§2: steps chosen per category by configuration): the category's
 * formConfigGroup names the group, shouldSkipStep removes sub-pages, and a step left empty disappears.
 * An unknown group falls back to the configuration's default group.
 */
export function buildFormPlan({ config, category, showPatientAddressFields }: FormPlanInput): FormPlan {
  const requested = category?.formConfigGroup;
  const groupName = requested && config.groups[requested] ? requested : config.defaultGroup;
  const group: FormGroup | undefined = config.groups[groupName];
  if (!group) throw new Error(`The form configuration has no group ${groupName}.`);
  const skip = new Set(category?.shouldSkipStep ?? []);
  const steps = group.steps
    .map((step) => ({ ...step, subPages: step.subPages.filter((page) => !skip.has(page)) }))
    .filter((step) => step.subPages.length > 0);
  const pages = steps.flatMap((step, stepIndex) => step.subPages.map((page) => ({ page, stepIndex })));
  // Without a signed consent to carry it, the address stays on patient details whatever the toggle says:
  // the booking cannot be made without one.
  const signedConsent = pages.find(({ page }) => isSignedConsentPage(page))?.page;
  return {
    group: groupName,
    steps,
    pages,
    submitLabel: group.submitLabel,
    patientDetails: group.patientDetails,
    consentAssets: group.consentAssets,
    addressPage: showPatientAddressFields || !signedConsent ? 'patientDetails' : signedConsent,
  };
}

export const pageIndex = (plan: FormPlan, page: PatientFormStep) =>
  plan.pages.findIndex((entry) => entry.page === page);

/** The first sub-page not yet completed: where a visitor may go furthest. */
export function furthestReachable(plan: FormPlan, completed: readonly PatientFormStep[]): number {
  const index = plan.pages.findIndex(({ page }) => !completed.includes(page));
  return index === -1 ? plan.pages.length - 1 : index;
}
