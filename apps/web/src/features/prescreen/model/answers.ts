/** An answer as a form holds it: one value, or the checked values of a checkbox group. */
export type AnswerValue = string | string[];

/** Answers by question id. */
export type Answers = Record<string, AnswerValue>;

/** The chosen values of an answer; an empty answer chooses nothing. */
export function chosenValues(answer: AnswerValue | undefined): string[] {
  if (answer === undefined) return [];
  return (Array.isArray(answer) ? answer : [answer]).filter((value) => value !== '');
}

/** Answers of every step, merged; question ids are unique within a prescreen. */
export function mergeStepAnswers(byStep: Readonly<Record<string, Answers>>): Answers {
  return Object.assign({}, ...Object.values(byStep));
}
