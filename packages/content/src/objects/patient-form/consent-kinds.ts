import { type BundledContent, type ContentLanguage, defineContent, type SchemaLoader } from '../../registry.js';
import type { ConsentDocument } from '../../schemas/patient-form/consent-document.js';
import type { SignedConsent } from '../../schemas/patient-form/financial-consent.js';
import type { GeneralConsent } from '../../schemas/patient-form/general-consent.js';
import type { PrivacyPractice } from '../../schemas/patient-form/privacy-practice.js';

/** A kind of consent: the schema its objects follow, and how to load that schema. */
export interface ConsentKind<T extends { document: ConsentDocument }> {
  schema: string;
  loadZod: SchemaLoader<T>;
}

/** Consents signed with the patient's legal name: the financial agreements and the vaccine consent. */
export const SIGNED_CONSENT: ConsentKind<SignedConsent> = {
  schema: 'signed-consent',
  loadZod: () => import('../../schemas/patient-form/financial-consent.js').then((module) => module.SignedConsentSchema),
};

export const GENERAL_CONSENT: ConsentKind<GeneralConsent> = {
  schema: 'general-consent',
  loadZod: () => import('../../schemas/patient-form/general-consent.js').then((module) => module.GeneralConsentSchema),
};

export const PRIVACY_PRACTICE: ConsentKind<PrivacyPractice> = {
  schema: 'privacy-practice',
  loadZod: () =>
    import('../../schemas/patient-form/privacy-practice.js').then((module) => module.PrivacyPracticeSchema),
};

/** A bundled consent of the given kind; every consent lives at {schema}/1.0.0/consents/{name}. */
export function defineConsent<T extends { document: ConsentDocument }>(
  kind: ConsentKind<T>,
  name: string,
  data: T,
  languages?: readonly ContentLanguage[],
): BundledContent<T> {
  return defineContent({ schema: kind.schema, version: '1.0.0', dir: 'consents', name }, kind.loadZod, data, languages);
}
