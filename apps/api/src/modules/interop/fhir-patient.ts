import type { FhirPatient } from '@hs/contracts';
import { GENDERS, type Language } from '@hs/domain';

/**
 * A FHIR Patient as the booking form's patient part (basicInfo), so a booking through FHIR is checked by the same
 * rules as one from our site; and where in the Patient each of its fields comes from, to name what is wrong.
 */

/** A US phone number in any of its usual writings, as the form's ddd-ddd-dddd. */
function phoneOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}` : value;
}

/** FHIR's administrative genders that the form also has; `other` and `unknown` say nothing it can keep. */
function genderOf(value: string | undefined): (typeof GENDERS)[number] | undefined {
  return (GENDERS as readonly string[]).includes(value ?? '') ? (value as (typeof GENDERS)[number]) : undefined;
}

/** The preferred language's BCP 47 code, and whether it is one we write to patients in. */
function languageOf(patient: FhirPatient): { spoken?: 'English' | 'Spanish'; language: Language } {
  const communication = patient.communication ?? [];
  const chosen = communication.find((entry) => entry.preferred) ?? communication[0];
  const code = chosen?.language.coding?.find((coding) => coding.code)?.code?.toLowerCase() ?? '';
  if (code === 'es' || code.startsWith('es-')) return { spoken: 'Spanish', language: 'es' };
  if (code === 'en' || code.startsWith('en-')) return { spoken: 'English', language: 'en' };
  return { language: 'en' };
}

export function bookingPatientOf(patient: FhirPatient): { basicInfo: Record<string, unknown>; language: Language } {
  const name = patient.name?.find((entry) => entry.use === 'official') ?? patient.name?.[0];
  const telecom = (system: string) => patient.telecom?.find((entry) => entry.system === system)?.value;
  const address = patient.address?.[0];
  const { spoken, language } = languageOf(patient);
  return {
    language,
    basicInfo: {
      firstName: name?.given?.[0],
      lastName: name?.family,
      phone: phoneOf(telecom('phone') ?? telecom('sms')),
      email: telecom('email'),
      dateOfBirth: patient.birthDate,
      address: {
        addressLines: address?.line ?? [],
        cityTown: address?.city,
        stateProvince: address?.state,
        postalCode: address?.postalCode,
        county: address?.district,
      },
      ...(genderOf(patient.gender) ? { gender: genderOf(patient.gender) } : {}),
      ...(spoken ? { preferredLanguage: spoken } : {}),
    },
  };
}

/** Where in the Patient a field of the booking's patient part comes from (FHIRPath), for an issue's expression. */
const PATIENT_PATHS: Readonly<Record<string, string>> = {
  firstName: 'Patient.name.given',
  lastName: 'Patient.name.family',
  phone: "Patient.telecom.where(system='phone')",
  email: "Patient.telecom.where(system='email')",
  dateOfBirth: 'Patient.birthDate',
  address: 'Patient.address',
  'address.addressLines': 'Patient.address.line',
  'address.cityTown': 'Patient.address.city',
  'address.stateProvince': 'Patient.address.state',
  'address.postalCode': 'Patient.address.postalCode',
  'address.county': 'Patient.address.district',
  gender: 'Patient.gender',
};

export function patientPathOf(field: string): string {
  const inBasicInfo = field.replace(/^basicInfo\.?/, '').replace(/\.\d+$/, '');
  return PATIENT_PATHS[inBasicInfo] ?? 'Patient';
}
