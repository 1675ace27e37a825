import type { DetailRow } from '@/components/ui/details-list';
import { formatUsDate, isIsoDate } from '@/lib/dates/us-date';
import { formatAddress } from '@/lib/patient-fields/address';
import { toDisplayPhone } from '@/lib/patient-fields/phone-number';
import { type PhonedPatientValues, textsWelcome, toStaffPatient } from './phoned-patient';

/** The patient's details as the member reads them back before booking. */
export function patientRows(values: PhonedPatientValues): DetailRow[] {
  const { basicInfo } = toStaffPatient(values);
  return [
    ['Patient', `${basicInfo.firstName} ${basicInfo.lastName}`],
    ['Date of birth', isIsoDate(basicInfo.dateOfBirth) ? formatUsDate(basicInfo.dateOfBirth) : values.dateOfBirth],
    ['Phone', toDisplayPhone(values.phoneNumber)],
    ['Email', basicInfo.email],
    ['Address', formatAddress(values)],
    ['Language', basicInfo.preferredLanguage ?? 'Not given'],
  ];
}

/** Where the confirmation goes, by the rule the server sends it by: the e-mail, and texts when welcome on a mobile. */
export function confirmationGoesTo(values: PhonedPatientValues): string {
  const email = values.emailAddress.trim();
  return textsWelcome(values)
    ? `The confirmation goes to ${email}, and by text message to ${toDisplayPhone(values.phoneNumber)}.`
    : `The confirmation goes to ${email}. No text message: the patient did not agree to texts on a mobile.`;
}
