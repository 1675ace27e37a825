/** Question types the eligibility step can show (§3 "Eligibility question"). */
export const ELIGIBILITY_QUESTION_TYPES = ['date', 'radio', 'yesNo', 'dropdown', 'criteriaDropdown'] as const;

export type EligibilityQuestionType = (typeof ELIGIBILITY_QUESTION_TYPES)[number];

export const isKnownEligibilityQuestionType = (type: string): type is EligibilityQuestionType =>
  (ELIGIBILITY_QUESTION_TYPES as readonly string[]).includes(type);

/** Every question set lives at eligibility-questions/1.0.0/prescreen/{name}. */
export const eligibilityQuestionSetAddress = (name: string) =>
  ({ schema: 'eligibility-questions', version: '1.0.0', dir: 'prescreen', name }) as const;
