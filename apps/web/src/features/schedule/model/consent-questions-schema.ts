import type { ConsentQuestion } from '@hs/content';
import { z } from 'zod';
import { formText, report, required } from './field-rules';
import { PATIENT_MESSAGES as M } from './patient-messages';

/** The general consent sub-page: Yes/No answers to the no-show, HIE and patient-portal questions. */
export interface GeneralConsentValues {
  nspConsent: string;
  hieConsent: string;
  ppaConsent: string;
}

export const EMPTY_GENERAL_CONSENT: GeneralConsentValues = { nspConsent: '', hieConsent: '', ppaConsent: '' };

/** §5: these messages come from the content object, one per question. */
export function createGeneralConsentSchema(questions: readonly ConsentQuestion[]) {
  return z.object({ nspConsent: formText, hieConsent: formText, ppaConsent: formText }).superRefine((v, ctx) => {
    report(
      ctx,
      questions.map((question) => [question.field, required(question.requiredMessage)(v[question.field])] as const),
    );
  });
}

export interface PrivacyPracticeValues {
  privacyPractice: string;
}

export const EMPTY_PRIVACY_PRACTICE: PrivacyPracticeValues = { privacyPractice: '' };

export const privacyPracticeSchema = z.object({ privacyPractice: formText }).superRefine((v, ctx) => {
  report(ctx, [['privacyPractice', required(M.requiredField)(v.privacyPractice)]]);
});
