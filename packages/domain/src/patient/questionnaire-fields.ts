/*
 * Apart from the questionnaire's schema, so that naming the fields (analytics does) does not load zod.
 */

/** The Yes/No questions of the vaccine questionnaire (§3). */
export const QUESTIONNAIRE_YES_NO_FIELDS = [
  'haveFever',
  'haveCovid19Symptoms',
  'hadPhysical',
  'haveAllergies',
  'hadReaction',
  'recentVaccines',
  'hadVaccinesPreviously',
  'haveNeuroDisorders',
  'hadBloodProducts',
  'isPregnant',
  'haveImmuneSystemProblem',
  'takesImmunoSuppressants',
  'beenWarnedAboutVaccinesOutsideMedicalSetting',
  'hadReactionToGelatinOrAntiBioticOintment',
  'hadSeizures',
  'haveHistoryOfFainting',
  'haveLongTermMedicalConditions',
  'haveOpenWound',
] as const;

/** Answers that ask for a list of names under a 'yes' (the patient form's medical information). */
export const MEDICAL_LIST_FIELDS = ['allergies', 'medicalConditions', 'immunoSuppressants'] as const;

/** Answers that ask for cards of a name, a date (and a dose) under a 'yes'. */
export const MEDICAL_CARD_FIELDS = ['bloodProductDetails', 'recentVaccinationDetails'] as const;

/** The most cards one such answer can hold. */
export const MEDICAL_DETAIL_CARDS_MAX = 5;

/** What each card asks. */
export const MEDICAL_CARD_PARTS = ['name', 'lastTakenDate', 'dose'] as const;

/** §3: answers starting with 'no' or '0' count as No; an undefined answer stays undefined. */
export function toYesNo(answer: string | number | boolean | undefined | null): 'Yes' | 'No' | undefined {
  if (answer === undefined || answer === null) return undefined;
  const text = String(answer).trim().toLowerCase();
  return text.startsWith('no') || text.startsWith('0') || text === 'false' ? 'No' : 'Yes';
}
