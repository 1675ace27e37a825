import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';
import { ConsentDocumentSchema } from './consent-document.js';

/** A consent the patient (or the person responsible for payment) signs by typing their legal name. */
export const SignedConsentSchema = z.object({
  document: ConsentDocumentSchema,
  /** The sentence above the signature: what typing the name means. */
  attestation: DisplayTextSchema,
});
export type SignedConsent = z.infer<typeof SignedConsentSchema>;
