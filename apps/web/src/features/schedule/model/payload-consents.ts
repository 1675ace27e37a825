import type { SchedulerFlow } from '@hs/domain';
import type { ConsentDetailsPayload } from './booking-payload-types';
import type { GeneralConsentValues, PrivacyPracticeValues } from './consent-questions-schema';
import type { PatientDetailsValues } from './patient-details-schema';
import type { SignedConsentValues } from './signed-consent-schema';

type YesNo = 'Yes' | 'No';
const yesNo = (value: string | undefined): YesNo | undefined => (value === 'Yes' || value === 'No' ? value : undefined);

export interface ConsentSources {
  flow: SchedulerFlow | undefined;
  details: PatientDetailsValues;
  /** The first signed consent of the form (financial, telemedicine or vaccine) and which one it is. */
  signed:
    | { page: 'financialConsent' | 'financialConsentForTelemedicine' | 'vaccineConsent'; values: SignedConsentValues }
    | undefined;
  privacyPractice: PrivacyPracticeValues | undefined;
  generalConsent: GeneralConsentValues | undefined;
  /** When the booking is made; the signature's time is UTC (§9). */
  now: Date;
}

/**
 * §3 Consents, each Yes or No: signing a consent is consent to treat; the telemedicine consent is the
 * telehealth consent of a virtual visit and the telenutrition consent of a dietitian visit; texting needs a
 * mobile number and the ticked box.
 */
export function toConsentDetails({ flow, details, signed, privacyPractice, generalConsent, now }: ConsentSources) {
  const telemedicine = signed?.page === 'financialConsentForTelemedicine';
  const consent: ConsentDetailsPayload = {
    consentToTreat: signed ? 'Yes' : undefined,
    privacyPolicyConsent: yesNo(privacyPractice?.privacyPractice),
    hieConsent: yesNo(generalConsent?.hieConsent),
    noShowFeeConsent: yesNo(generalConsent?.nspConsent),
    patientPortalConsent: yesNo(generalConsent?.ppaConsent),
    smsConsent: details.isMobileNum === 'Yes' && details.isMobileConsentChecked ? 'Yes' : 'No',
    telenutritionConsent: flow === 'DIETITIAN' && telemedicine ? 'Yes' : undefined,
    telehealthConsent: flow === 'VIRTUAL_VISIT' && telemedicine ? 'Yes' : undefined,
    signature: signed ? { legalName: signed.values.patientLegalName.trim(), dateTime: now.toISOString() } : undefined,
  };
  return consent;
}
