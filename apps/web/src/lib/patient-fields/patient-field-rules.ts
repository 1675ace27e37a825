import { addressRules } from './address';
import { dateOfBirthRule } from './date-of-birth';
import { fieldRules } from './field-rules';
import type { PatientMessages } from './patient-messages';
import { phoneRule } from './phone-number';

/**
 * Every rule of the patient fields that says a message, in the words of `M`: the patient form passes its messages
 * in the language shown, the staff console its English ones, so neither depends on the other's language.
 */
export const patientFieldRules = (M: PatientMessages) => ({
  ...fieldRules(M),
  phoneRule: phoneRule(M),
  addressProblems: addressRules(M),
  dateOfBirthPartsProblem: dateOfBirthRule(M),
});

export type PatientFieldRules = ReturnType<typeof patientFieldRules>;
