import type { ConsentQuestion } from '@hs/content';
import type { FormSchema } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { required } from './patient-rules';

/** The general consent sub-page: Yes/No answers to the no-show, HIE and patient-portal questions. */
export interface GeneralConsentValues {
  nspConsent: string;
  hieConsent: string;
  ppaConsent: string;
}

export const EMPTY_GENERAL_CONSENT: GeneralConsentValues = { nspConsent: '', hieConsent: '', ppaConsent: '' };

/** §5: these messages come from the content object, one per question. */
export function createGeneralConsentSchema(questions: readonly ConsentQuestion[]): FormSchema<GeneralConsentValues> {
  return (v) => questions.map((question) => [question.field, required(question.requiredMessage)(v[question.field])]);
}

export interface PrivacyPracticeValues {
  privacyPractice: string;
}

export const EMPTY_PRIVACY_PRACTICE: PrivacyPracticeValues = { privacyPractice: '' };

export const privacyPracticeSchema: FormSchema<PrivacyPracticeValues> = (v) => [
  ['privacyPractice', required(() => M.requiredField)(v.privacyPractice)],
];
