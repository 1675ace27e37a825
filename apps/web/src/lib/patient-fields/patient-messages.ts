import { GENERIC_MESSAGES, PATIENT_LIMITS } from '@hs/domain';

/**
 * The §5 messages of the patient form. Messages the spec leaves to content (consents, medications,
 * allergies, checklists, reasons for visit) come from the content objects instead.
 */
export const PATIENT_MESSAGES = {
  required: GENERIC_MESSAGES.required,
  pattern: GENERIC_MESSAGES.pattern,
  maxLength: GENERIC_MESSAGES.maxLength,
  selection: GENERIC_MESSAGES.selection,
  requiredField: 'This is a required field.',

  dateInvalid: 'Please enter a valid date.',
  firstNameRequired: "Patient's Legal First Name is a required field.",
  lastNameRequired: "Patient's Legal Last Name is a required field.",
  motherFirstNameRequired: "Mother's First Name is a required field.",
  motherMaidenNameRequired: "Mother's Maiden Name is a required field.",
  emailInvalid: 'Please enter a valid email address.',
  emailMismatch: 'Email addresses must match',
  phoneInvalid: 'Please enter a valid phone number.',
  phoneMismatch: 'Phone numbers must match',
  mobileRequired: 'Mobile number is a required field.',
  addressLineRequired: 'Street address is a required field.',
  cityRequired: 'City is a required field.',
  stateRequired: 'State is a required field.',
  cityInvalid: "Please only use letters, hyphens (-), and apostrophes (').",
  zipInvalid: 'Please enter a valid zip code.',
  countyRequired: 'County is a required field.',
  countyInvalid: 'Please enter a valid county.',
  providerAddressIncomplete: 'A full healthcare provider address is required.',
  providerNameRequired: 'Please enter the name of the healthcare provider.',
  weightInvalid: 'Please enter a valid weight. Weight is a required field.',
  sexAssignedAtBirthRequired: 'Sex assigned at birth is a required field.',
  genderRequired: 'Gender is a required field.',
  raceRequired: 'Race is a required field.',
  ethnicityRequired: 'Ethnicity is a required field.',
  altIdInvalid: 'Please enter the digits of the card number only.',

  memberIdTooLong: `Member ID must be ${PATIENT_LIMITS.memberId} characters or less.`,
  medicareIdFormat: 'Your Medicare Beneficiary Identification Number must be in ####-###-#### format.',
  legalNameRequired: "Patient's Legal Name is a required field.",
  responsiblePartyFirstNameRequired: 'First name is a required field.',
  responsiblePartyLastNameRequired: 'Last name is a required field.',
  datePast: 'Date must be in the past.',

  addressSelectionRequired: 'You must select an address.',
} as const;

/** The banner over the error summary of every sub-page. */
export const ERROR_SUMMARY_TITLE = 'Please fill out all required fields to continue';
