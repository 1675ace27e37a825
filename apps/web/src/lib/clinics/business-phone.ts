import { BUSINESS_PHONES } from '@/config/business';

export type BusinessPhone = (typeof BUSINESS_PHONES)[keyof typeof BUSINESS_PHONES];

/**
 * §9 phone numbers by purpose: changes to an appointment go to the line of the business that runs it
 * (clinic, dietitian, pharmacy). Anything else is a clinic appointment.
 */
export function changePhoneFor(businessName: string | undefined): BusinessPhone {
  if (businessName === 'dietitian') return BUSINESS_PHONES.dietitian;
  if (businessName === 'pharmacy') return BUSINESS_PHONES.pharmacy;
  return BUSINESS_PHONES.clinic;
}

/** A phone number as a tel: link target; the text people see stays as written. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
