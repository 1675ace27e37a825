import { PATIENT_LIMITS } from '@hs/domain';
import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/**
 * The §5 messages of the patient form. Messages the spec leaves to content (consents, medications,
 * allergies, checklists, reasons for visit) come from the content objects instead.
 */
export const PATIENT_MESSAGES = messageTexts({
  required: 'schedule.message.required',
  pattern: 'schedule.message.pattern',
  maxLength: (n: number) => translate('schedule.message.maxLength', { n }),
  selection: 'schedule.message.selection',
  requiredField: 'schedule.message.requiredField',

  dateInvalid: 'schedule.message.dateInvalid',
  firstNameRequired: 'schedule.message.firstNameRequired',
  lastNameRequired: 'schedule.message.lastNameRequired',
  motherFirstNameRequired: 'schedule.message.motherFirstNameRequired',
  motherMaidenNameRequired: 'schedule.message.motherMaidenNameRequired',
  emailInvalid: 'schedule.message.emailInvalid',
  emailMismatch: 'schedule.message.emailMismatch',
  phoneInvalid: 'schedule.message.phoneInvalid',
  phoneMismatch: 'schedule.message.phoneMismatch',
  mobileRequired: 'schedule.message.mobileRequired',
  addressLineRequired: 'schedule.message.addressLineRequired',
  cityRequired: 'schedule.message.cityRequired',
  stateRequired: 'schedule.message.stateRequired',
  cityInvalid: 'schedule.message.cityInvalid',
  zipInvalid: 'schedule.message.zipInvalid',
  countyRequired: 'schedule.message.countyRequired',
  countyInvalid: 'schedule.message.countyInvalid',
  providerAddressIncomplete: 'schedule.message.providerAddressIncomplete',
  providerNameRequired: 'schedule.message.providerNameRequired',
  weightInvalid: 'schedule.message.weightInvalid',
  sexAssignedAtBirthRequired: 'schedule.message.sexAssignedAtBirthRequired',
  genderRequired: 'schedule.message.genderRequired',
  raceRequired: 'schedule.message.raceRequired',
  ethnicityRequired: 'schedule.message.ethnicityRequired',
  altIdInvalid: 'schedule.message.altIdInvalid',

  memberIdTooLong: () => translate('schedule.message.memberIdTooLong', { n: PATIENT_LIMITS.memberId }),
  medicareIdFormat: 'schedule.message.medicareIdFormat',
  legalNameRequired: 'schedule.message.legalNameRequired',
  responsiblePartyFirstNameRequired: 'schedule.message.responsiblePartyFirstNameRequired',
  responsiblePartyLastNameRequired: 'schedule.message.responsiblePartyLastNameRequired',
  datePast: 'schedule.message.datePast',

  addressSelectionRequired: 'schedule.message.addressSelectionRequired',
});

/** The banner over the error summary of every sub-page. */
export const ERROR_SUMMARY_TITLE = messageTexts({ text: 'schedule.message.summaryTitle' });
