import type { Address } from '@hs/domain';
import { fieldRules, type Problems } from './field-rules';
import type { PatientMessages } from './patient-messages';

/** The patient's home address as the form holds it (§3 field names). */
export interface AddressValues {
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  state: string;
  zipCode: string;
  county: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  addressLineOne: '',
  addressLineTwo: '',
  city: '',
  state: '',
  zipCode: '',
  county: '',
};

/** §5 address rules, each field's first problem; `prefix` names where the address sits in the form. */
export function addressRules(M: PatientMessages) {
  const { addressLineRule, cityRule, countyRule, optionalAddressLineRule, required, zipRule } = fieldRules(M);
  return (values: AddressValues, prefix = ''): Problems => [
    [`${prefix}addressLineOne`, addressLineRule(values.addressLineOne)],
    [`${prefix}addressLineTwo`, optionalAddressLineRule(values.addressLineTwo)],
    [`${prefix}city`, cityRule(values.city)],
    [`${prefix}state`, required(() => M.stateRequired)(values.state)],
    [`${prefix}zipCode`, zipRule(values.zipCode)],
    [`${prefix}county`, countyRule(values.county)],
  ];
}

/** The address as the booking and the address check want it (§7). */
export function toPayloadAddress(values: AddressValues): Address {
  const lines = [values.addressLineOne.trim(), values.addressLineTwo.trim()].filter(Boolean);
  return {
    addressLines: lines,
    cityTown: values.city.trim(),
    stateProvince: values.state,
    postalCode: values.zipCode.trim(),
    county: values.county.trim(),
  };
}

/** A checked address back in form shape; the check answers with the state's code and the data's county. */
export function fromCheckedAddress(address: Address, entered: AddressValues): AddressValues {
  return {
    addressLineOne: address.addressLines[0] ?? entered.addressLineOne,
    addressLineTwo: address.addressLines[1] ?? '',
    city: address.cityTown,
    state: address.stateProvince.length === 2 ? address.stateProvince.toUpperCase() : entered.state,
    zipCode: address.postalCode,
    county: address.county || entered.county,
  };
}

/** One line for dialogs and summaries: '12 Main St, Apt 4, Cincinnati, OH 45202'. */
export function formatAddress(values: AddressValues): string {
  const street = [values.addressLineOne, values.addressLineTwo].map((part) => part.trim()).filter(Boolean);
  return `${[...street, values.city.trim()].join(', ')}, ${values.state} ${values.zipCode.trim()}`;
}

export const pickAddress = (values: AddressValues): AddressValues => ({
  addressLineOne: values.addressLineOne,
  addressLineTwo: values.addressLineTwo,
  city: values.city,
  state: values.state,
  zipCode: values.zipCode,
  county: values.county,
});
