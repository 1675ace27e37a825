import { PATIENT_LIMITS } from '@hs/domain';
import { type MessageValues, translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';
import type { MessageId } from '@/locales/source-messages';

/** Says a message of the catalog in some language, its placeholders filled from `values`. */
export type Say = (id: MessageId, values?: MessageValues) => string;

/**
 * The §5 messages of the patient fields, each read through `say` when it is read. Messages the spec leaves to
 * content (consents, medications, allergies, checklists, reasons for visit) come from the content objects instead.
 */
export const patientMessages = (say: Say) =>
  messageTexts(
    {
      required: 'schedule.message.required',
      pattern: 'schedule.message.pattern',
      maxLength: (n: number) => say('schedule.message.maxLength', { n }),
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

      memberIdTooLong: () => say('schedule.message.memberIdTooLong', { n: PATIENT_LIMITS.memberId }),
      medicareIdFormat: 'schedule.message.medicareIdFormat',
      legalNameRequired: 'schedule.message.legalNameRequired',
      responsiblePartyFirstNameRequired: 'schedule.message.responsiblePartyFirstNameRequired',
      responsiblePartyLastNameRequired: 'schedule.message.responsiblePartyLastNameRequired',
      datePast: 'schedule.message.datePast',

      addressSelectionRequired: 'schedule.message.addressSelectionRequired',
      tooYoung: (months: number) => say('schedule.message.tooYoung', { months }),
    },
    say,
  );

export type PatientMessages = ReturnType<typeof patientMessages>;

/** The patient form's: in the language the pages are shown in. */
export const PATIENT_MESSAGES = patientMessages(translate);

/** The banner over the error summary of every sub-page. */
export const ERROR_SUMMARY_TITLE = messageTexts({ text: 'schedule.message.summaryTitle' });
