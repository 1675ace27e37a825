import { CITY_PATTERN, PATIENT_LIMITS, ZIP_PATTERN } from '@hs/domain';
import { firstProblem, optional, type Problems, problem } from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { isPhoneNumber } from '@/lib/patient-fields/phone-number';
import { clean, matches, maxLength, required } from './patient-rules';

/** The optional Provider Information section: the patient's primary healthcare provider (§3). */
export interface ProviderInformationValues {
  primaryHealthcareProvider: string;
  providerAddressLineOne: string;
  providerAddressLineTwo: string;
  providerCity: string;
  providerState: string;
  providerZipCode: string;
  providerPhoneNumber: string;
  providerFax: string;
}

export const EMPTY_PROVIDER_INFORMATION: ProviderInformationValues = {
  primaryHealthcareProvider: '',
  providerAddressLineOne: '',
  providerAddressLineTwo: '',
  providerCity: '',
  providerState: '',
  providerZipCode: '',
  providerPhoneNumber: '',
  providerFax: '',
};

/** The parts a full address needs; line two never counts. */
const REQUIRED_ADDRESS_PARTS = ['providerAddressLineOne', 'providerCity', 'providerState', 'providerZipCode'] as const;
const ADDRESS_PARTS = [...REQUIRED_ADDRESS_PARTS, 'providerAddressLineTwo'] as const;

const filled = (value: string) => value.trim() !== '';

export const hasProviderAddress = (v: ProviderInformationValues) => ADDRESS_PARTS.some((part) => filled(v[part]));
export const hasProviderInformation = (v: ProviderInformationValues) =>
  Object.keys(EMPTY_PROVIDER_INFORMATION).some((key) => filled(v[key as keyof ProviderInformationValues]));

const phone = optional((value) => (isPhoneNumber(value) ? null : problem('pattern', M.phoneInvalid)));

/**
 * §5: the section is optional, but an address is all or nothing ('A full healthcare provider address is
 * required.' on each missing part) and a provider needs a name (at most 40 characters).
 */
export function providerInformationProblems(v: ProviderInformationValues): Problems {
  const anyAddress = hasProviderAddress(v);
  const missing = (part: (typeof REQUIRED_ADDRESS_PARTS)[number]) =>
    anyAddress && !filled(v[part]) ? problem('required', M.providerAddressIncomplete) : null;
  return [
    [
      'primaryHealthcareProvider',
      hasProviderInformation(v)
        ? firstProblem(
            required(() => M.providerNameRequired),
            maxLength(PATIENT_LIMITS.providerName),
            clean,
          )(v.primaryHealthcareProvider)
        : null,
    ],
    [
      'providerAddressLineOne',
      missing('providerAddressLineOne') ??
        optional(maxLength(PATIENT_LIMITS.addressLine), clean)(v.providerAddressLineOne),
    ],
    ['providerAddressLineTwo', optional(maxLength(PATIENT_LIMITS.addressLine), clean)(v.providerAddressLineTwo)],
    [
      'providerCity',
      missing('providerCity') ??
        optional(
          maxLength(PATIENT_LIMITS.city),
          matches(CITY_PATTERN, () => M.cityInvalid),
        )(v.providerCity),
    ],
    ['providerState', missing('providerState')],
    [
      'providerZipCode',
      missing('providerZipCode') ?? optional(matches(ZIP_PATTERN, () => M.zipInvalid))(v.providerZipCode),
    ],
    ['providerPhoneNumber', phone(v.providerPhoneNumber)],
    ['providerFax', phone(v.providerFax)],
  ];
}
