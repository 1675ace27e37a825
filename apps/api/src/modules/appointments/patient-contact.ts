import type { BasicInfo, ConsentDetails } from '@hs/domain';
import { z } from 'zod';
import type { PatientContact } from '#api/modules/notifications';
import type { Secrets } from '#api/modules/security';
import { openPatientRecord } from './patient-record.js';

interface ContactSource {
  basicInfo: Pick<BasicInfo, 'firstName' | 'email' | 'phone'>;
  consentDetails?: Pick<ConsentDetails, 'smsConsent'> | undefined;
}

/**
 * The §3 payload has no mobile flag of its own: the form sends smsConsent Yes only for a number marked mobile
 * with the texting box ticked, so smsConsent Yes is both conditions.
 */
export function contactOfBooking({ basicInfo, consentDetails }: ContactSource): PatientContact {
  return {
    firstName: basicInfo.firstName,
    email: basicInfo.email,
    phone: basicInfo.phone,
    textsAllowed: consentDetails?.smsConsent === 'Yes',
  };
}

/** Only the parts of a sealed record a message needs; the rest of the record is never looked at. */
const StoredContactSchema = z.object({
  basicInfo: z.object({ firstName: z.string(), email: z.string(), phone: z.string() }),
  consentDetails: z.object({ smsConsent: z.enum(['Yes', 'No']).optional() }).optional(),
});

export function contactOfRecord(secrets: Secrets, sealed: string, appointmentId: string): PatientContact {
  return contactOfBooking(StoredContactSchema.parse(openPatientRecord(secrets, sealed, appointmentId)));
}
