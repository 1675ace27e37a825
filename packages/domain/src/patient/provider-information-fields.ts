/** The patient form's primary care provider fields, all or none of which are filled (§3). */
export const PROVIDER_INFORMATION_FIELDS = [
  'primaryHealthcareProvider',
  'providerAddressLineOne',
  'providerAddressLineTwo',
  'providerCity',
  'providerState',
  'providerZipCode',
  'providerPhoneNumber',
  'providerFax',
] as const;
