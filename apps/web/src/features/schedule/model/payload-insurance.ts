import { toPayloadPhone } from '@/lib/patient-fields/phone-number';
import { type InsuranceInfoPayload, present } from './booking-payload-types';
import {
  formatMedicareId,
  HAS_INSURANCE,
  type InsuranceValues,
  OTHER_POLICY_HOLDER,
  type PolicyValues,
} from './insurance-schema';
import type { PatientDetailsValues } from './patient-details-schema';
import { hasProviderAddress, hasProviderInformation } from './provider-information';
import type { SimpleInsuranceValues } from './simple-insurance-schema';

type Policy = NonNullable<InsuranceInfoPayload['primaryInsurance']>;
type YesNo = 'Yes' | 'No';

const yesNo = (value: string): YesNo | undefined => (value === 'Yes' || value === 'No' ? value : undefined);

/** The policy holder is the patient unless someone else was named. */
function toPolicy(policy: PolicyValues, patient: PatientDetailsValues): Policy {
  const otherHolder = policy.relation === OTHER_POLICY_HOLDER;
  const invoiceTo = present(policy.sendInvoiceTo);
  const claims = policy.claimsAddress;
  return {
    companyName: policy.insuranceCarrier.trim(),
    relation: policy.relation as Policy['relation'],
    memberId: policy.memberId.trim(),
    groupNumber: present(policy.groupNumber),
    firstName: present(otherHolder ? policy.policyHolderFirstName : patient.firstName),
    lastName: present(otherHolder ? policy.policyHolderLastName : patient.lastName),
    sex: present(otherHolder ? policy.policyHolderSex : patient.sexAssignedAtBirth)?.toLowerCase() as Policy['sex'],
    personCode: present(policy.personCode),
    medicalClaim: invoiceTo
      ? {
          invoiceRecipient: invoiceTo,
          address: {
            addressLines: [claims.addressLineOne.trim(), claims.addressLineTwo.trim()].filter(Boolean),
            cityTown: claims.city.trim(),
            stateProvince: claims.state,
            postalCode: claims.zipCode.trim(),
          },
        }
      : undefined,
  };
}

/** healthCareProviders.primary from the optional Provider Information section. */
function primaryProvider(details: PatientDetailsValues): InsuranceInfoPayload['healthCareProviders'] {
  if (!hasProviderInformation(details)) return undefined;
  return {
    primary: {
      name: details.primaryHealthcareProvider.trim(),
      phone: toPayloadPhone(details.providerPhoneNumber),
      fax: toPayloadPhone(details.providerFax),
      address: hasProviderAddress(details)
        ? {
            addressLines: [details.providerAddressLineOne.trim(), details.providerAddressLineTwo.trim()].filter(
              Boolean,
            ),
            cityTown: details.providerCity.trim(),
            stateProvince: details.providerState,
            postalCode: details.providerZipCode.trim(),
          }
        : undefined,
    },
  };
}

export interface InsuranceSources {
  details: PatientDetailsValues;
  insurance: InsuranceValues | undefined;
  simpleInsurance: SimpleInsuranceValues | undefined;
  /** The prescreen said the patient receives Medicare: insurance and Medicare are Yes (§3). */
  medicareForced: boolean;
}

/** §3 Insurance part of the booking; undefined when the form asked nothing about it. */
export function toInsuranceInfo({ details, insurance, simpleInsurance, medicareForced }: InsuranceSources) {
  const healthCareProviders = primaryProvider(details);
  if (insurance) {
    const insured = medicareForced || insurance.hasPrimaryInsurance === HAS_INSURANCE.yes;
    if (!insured) return { hasInsurance: 'No', healthCareProviders } satisfies InsuranceInfoPayload;
    const hasMedicare = medicareForced ? 'Yes' : yesNo(insurance.hasMedicare);
    const hasMedicaid = yesNo(insurance.hasMedicaid);
    const secondary = insurance.hasSecondaryInsurance;
    const programs = [hasMedicare === 'Yes' && 'MEDICARE', hasMedicaid === 'Yes' && 'MEDICAID'].filter(
      (program): program is 'MEDICARE' | 'MEDICAID' => program !== false,
    );
    return {
      hasInsurance: 'Yes',
      hasSecondaryInsurance: secondary ? 'Yes' : 'No',
      hasMedicare,
      hasMedicaid,
      physiciansReferral: yesNo(insurance.hasReferral),
      insuranceProgramTypes: programs.length > 0 ? programs : undefined,
      medicareBeneficiaryId:
        hasMedicare === 'Yes' ? present(formatMedicareId(insurance.medicareBeneficiaryId)) : undefined,
      healthCareProviders,
      primaryInsurance: toPolicy(insurance.primary, details),
      secondaryInsurance: secondary ? toPolicy(insurance.secondary, details) : undefined,
    } satisfies InsuranceInfoPayload;
  }
  if (simpleInsurance) {
    const insured = medicareForced || simpleInsurance.hasPrimaryInsurance === HAS_INSURANCE.yes;
    if (!insured) return { hasInsurance: 'No', healthCareProviders } satisfies InsuranceInfoPayload;
    return {
      hasInsurance: 'Yes',
      hasMedicare: medicareForced ? 'Yes' : undefined,
      healthCareProviders,
      primaryInsurance: {
        companyName: simpleInsurance.insuranceCarrier.trim(),
        // The simple variant does not ask: the cardholder is the patient.
        relation: 'Patient',
        memberId: simpleInsurance.cardholderIdNumber.trim(),
        groupNumber: present(simpleInsurance.groupNumber),
        firstName: present(details.firstName),
        lastName: present(details.lastName),
        sex: present(details.sexAssignedAtBirth)?.toLowerCase() as Policy['sex'],
      },
    } satisfies InsuranceInfoPayload;
  }
  // Without an insurance sub-page nothing can be said about coverage (hasInsurance is required).
  return undefined;
}
