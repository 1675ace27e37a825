import type { ScheduledVisit } from '@hs/contracts/staff-desk';

export interface PrescreenQuestion {
  field: string;
  text: string;
}

/**
 * A visit's prescreen answers with their questions, in the order the patient form asks them; an answer to a
 * question the form no longer asks keeps its field's name and comes after them.
 */
export function prescreenRows(
  prescreen: ScheduledVisit['prescreen'],
  questions: readonly PrescreenQuestion[],
): { question: string; answer: string }[] {
  const order = new Map(questions.map((question, index) => [question.field, index]));
  const rank = (field: string) => order.get(field) ?? questions.length;
  return [...prescreen]
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map(({ field, answer }) => ({ question: questions[rank(field)]?.text ?? field, answer }));
}
