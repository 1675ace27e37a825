import { patientFieldRules } from '@/lib/patient-fields/patient-field-rules';
import { PATIENT_MESSAGES } from '@/lib/patient-fields/patient-messages';

/** The shared patient fields' rules as the patient form says them: in the language the pages are shown in. */
export const {
  required,
  maxLength,
  matches,
  clean,
  nameRule,
  emailRule,
  freeTextRule,
  phoneRule,
  addressProblems,
  dateOfBirthPartsProblem,
} = patientFieldRules(PATIENT_MESSAGES);
