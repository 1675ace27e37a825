/** The option lists of §3, as the booking payload carries them. */

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

export const RELATIONSHIPS = ['Self', 'Spouse', 'Child'] as const;

/** The payload lowercases sex assigned at birth and gender (§3). */
export const SEX_ASSIGNED_AT_BIRTH = ['male', 'female'] as const;
export const GENDERS = ['male', 'female', 'trans-man', 'trans-woman', 'non-binary'] as const;

export const RACES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Two or More Races',
  'Other',
  'Prefer not to answer',
] as const;

export const ETHNICITIES = ['Hispanic or Latino', 'Not Hispanic or Latino', 'Prefer not to answer'] as const;

export const SPOKEN_LANGUAGES = [
  'English',
  'Spanish',
  'Arabic',
  'Armenian',
  'Chinese',
  'French',
  'German',
  'Greek',
  'Italian',
  'Japanese',
  'Korean',
  'Persian',
  'Polish',
  'Portuguese',
  'Russian',
  'Serbo-Croatian',
  'Tagalog',
  'Vietnamese',
] as const;

export const POLICY_HOLDER_RELATIONS = ['Policy Holder', 'Patient'] as const;
export const INSURANCE_PROGRAM_TYPES = ['MEDICARE', 'MEDICAID'] as const;
export const BOOKING_TAGS = ['with-care'] as const;

/** The seven dietitian questionnaire answers (§3), by question name. */
export const DIETITIAN_QUESTION_NAMES = [
  'medical_conditions',
  'current_medications',
  'any_other_information',
  'food_allergies',
  'food_dislikes',
  'learning_objectives',
  'referral_source',
] as const;
