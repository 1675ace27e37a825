import type { AddressValues } from '@/lib/patient-fields/address';
import { toPayloadAddress } from '@/lib/patient-fields/address';
import { isoDateOfBirth } from '@/lib/patient-fields/date-of-birth';
import { toPayloadPhone } from '@/lib/patient-fields/phone-number';
import { type BasicInfoPayload, present } from './booking-payload-types';
import type { PatientDetailsValues } from './patient-details-schema';
import { needsResponsibleParty, type SignedConsentValues } from './signed-consent-schema';

/** The 'Choose One' placeholder (or no choice) means the language is left out (§3). */
const PLACEHOLDER_LANGUAGE = /^choose one$/i;

const lower = (value: string) => present(value)?.toLowerCase();

type Enum<K extends keyof BasicInfoPayload> = NonNullable<BasicInfoPayload[K]>;

export interface BasicInfoSources {
  details: PatientDetailsValues;
  /** Where the home address was asked: patient details or the signed consent. */
  address: AddressValues;
  /** The signed consent, for the guardian (responsible party). */
  consent: SignedConsentValues | undefined;
  stateIssuedId: string | undefined;
}

/** §3 Patient and Guardian parts of the booking. */
export function toBasicInfo({ details, address, consent, stateIssuedId }: BasicInfoSources): BasicInfoPayload {
  const language = present(details.preferredLanguage);
  const motherName = [details.motherMaidenFirstName, details.motherMaidenLastName]
    .map((part) => part.trim())
    .filter(Boolean);
  const relationship = present(consent?.relationshipWithPatient) ?? 'Self';
  const guardian = consent && needsResponsibleParty(relationship);
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    preferredName: present(details.preferredName),
    phone: toPayloadPhone(details.phoneNumber) ?? details.phoneNumber.trim(),
    email: details.emailAddress.trim(),
    dateOfBirth: isoDateOfBirth(details) ?? '',
    address: toPayloadAddress(address),
    gender: lower(details.gender) as Enum<'gender'> | undefined,
    sexAssignedAtBirth: lower(details.sexAssignedAtBirth) as Enum<'sexAssignedAtBirth'> | undefined,
    race: present(details.race) as Enum<'race'> | undefined,
    ethnicity: present(details.ethnicity) as Enum<'ethnicity'> | undefined,
    weight: present(details.weight),
    preferredLanguage:
      language && !PLACEHOLDER_LANGUAGE.test(language) ? (language as Enum<'preferredLanguage'>) : undefined,
    stateIssuedId: present(stateIssuedId),
    shoppersCardNumber: present(details.altId),
    motherName: motherName.length === 2 ? motherName.join(' ') : undefined,
    ...(guardian
      ? {
          guardianName: consent.responsiblePartyFirstName.trim(),
          guardianLastName: consent.responsiblePartyLastName.trim(),
        }
      : {}),
    guardianDetails: {
      relationship: relationship as Enum<'guardianDetails'>['relationship'],
      phone: guardian ? toPayloadPhone(consent.phoneNumber) : undefined,
    },
  };
}
