import type { BookingRequest } from '@hs/contracts';
import type { Secrets } from '#api/modules/security';

/** Case, spacing and compatibility forms ("Ｊｏｅ", "joe ") must not make one patient look like two. */
function normaliseName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** Whether a typed name is the stored one, by the same rule that recognises a patient. */
export function sameName(stored: string | undefined, typed: string): boolean {
  return stored !== undefined && normaliseName(stored) === normaliseName(typed);
}

type Identity = Pick<BookingRequest['basicInfo'], 'firstName' | 'lastName' | 'dateOfBirth'>;

const identityOf = (basicInfo: Identity) =>
  [normaliseName(basicInfo.firstName), normaliseName(basicInfo.lastName), basicInfo.dateOfBirth].join('\n');

/** The keyed hash that recognises a patient (name and date of birth) without storing who it is. */
export function patientKey(secrets: Secrets, basicInfo: Identity): string {
  return secrets.keyedHash('patient', identityOf(basicInfo));
}

/** The patient's hash under every listed key: what the one-per-day rule looks for while a rotation is under way. */
export function patientKeys(secrets: Secrets, basicInfo: Identity): string[] {
  return secrets.keyedHashes('patient', identityOf(basicInfo)).map(({ hash }) => hash);
}

/** Which listed key a stored patient hash was made with; undefined when none of them made it. */
export function keyIdOfPatientKey(secrets: Secrets, basicInfo: Identity, stored: string): string | undefined {
  return secrets.keyedHashes('patient', identityOf(basicInfo)).find(({ hash }) => hash === stored)?.keyId;
}

/** Everything the booking says about the patient; stored only sealed, bound to its appointment's id. */
export function sealPatientRecord(secrets: Secrets, body: BookingRequest, appointmentId: string): string {
  const record = {
    basicInfo: body.basicInfo,
    patientTimeZone: body.patientTimeZone,
    requestedVaccinations: body.requestedVaccinations,
    comments: body.comments,
    notes: body.notes,
    tags: body.tags,
    insuranceInfo: body.insuranceInfo,
    medicalInfo: body.medicalInfo,
    consentDetails: body.consentDetails,
    questionnaire: body.questionnaire,
  };
  return sealPatientRecordText(secrets, JSON.stringify(record), appointmentId);
}

/** Bound to the appointment's id: a sealed record copied to another row does not open. */
const contextOf = (appointmentId: string) => `appointment:${appointmentId}`;

export function sealPatientRecordText(secrets: Secrets, text: string, appointmentId: string): string {
  return secrets.seal(text, contextOf(appointmentId));
}

export function openPatientRecordText(secrets: Secrets, sealed: string, appointmentId: string): string {
  return secrets.open(sealed, contextOf(appointmentId));
}

export function openPatientRecord(secrets: Secrets, sealed: string, appointmentId: string): unknown {
  return JSON.parse(openPatientRecordText(secrets, sealed, appointmentId));
}

/** The name and date of birth in an opened record, which the patient hash is made of. */
export function identityOfRecord(record: unknown): Identity {
  return (record as Pick<BookingRequest, 'basicInfo'>).basicInfo;
}
