/** The clinic brand the app books for; the API's banner and tenant headers carry it (§7). */
export const BRAND = { name: 'The Local Clinic', businessName: 'tlc' } as const;

/**
 * Phone numbers by purpose (§9), each with the message that names it. The spec leaves the real numbers out, so these are numbers from the
 * reserved 555-01xx fictional range; replace them with the chain's published lines before launch.
 */
export const BUSINESS_PHONES = {
  clinic: { label: 'shell.phone.clinic', display: '1-800-555-0142', href: 'tel:+18005550142' },
  pharmacy: { label: 'shell.phone.pharmacy', display: '1-800-555-0167', href: 'tel:+18005550167' },
  dietitian: { label: 'shell.phone.dietitian', display: '1-800-555-0188', href: 'tel:+18005550188' },
  rideShare: { label: 'controls.phone.rideShare', display: '1-800-555-0119', href: 'tel:+18005550119' },
} as const;
export type BusinessPhonePurpose = keyof typeof BUSINESS_PHONES;

/**
 * Where customer support answers (§8 clinic API errors name an e-mail address and a phone number). Like the
 * phones, the spec leaves the address out: this one is on a reserved example domain until launch.
 */
export const SUPPORT_CONTACT = { email: 'support@thelocalclinic.example', phone: BUSINESS_PHONES.dietitian } as const;
