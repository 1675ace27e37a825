import type { MedicalQuestion } from '@hs/content';
import { QUESTIONNAIRE_YES_NO_FIELDS } from '@hs/domain';
import type { VisitRecord } from './visit-record.js';

export interface Answer {
  question: string;
  answer: string;
}

const isYesNo = (value: unknown): value is 'Yes' | 'No' => value === 'Yes' || value === 'No';

/**
 * A visit's prescreen: the Yes/No answers of its questionnaire, by field. The day list names the questions once
 * (`prescreenQuestionList`), so 200 visits do not repeat the same sentences.
 */
export function prescreenOf(record: Pick<VisitRecord, 'questionnaire'>): { field: string; answer: string }[] {
  const answers = record.questionnaire ?? {};
  return QUESTIONNAIRE_YES_NO_FIELDS.flatMap((field) => {
    const answer = answers[field];
    return isYesNo(answer) ? [{ field, answer }] : [];
  });
}

/** The prescreen's questions as the patient form asks them now, in the form's order. */
export const prescreenQuestionList = (questions: readonly MedicalQuestion[]) =>
  questions.map((question) => ({ field: question.field as string, text: question.text }));

interface Card {
  name?: unknown;
  dose?: unknown;
  lastTakenDate?: unknown;
}

function cardText(card: Card): string {
  const parts = [card.name, card.dose, card.lastTakenDate ? `last ${card.lastTakenDate}` : undefined];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(', ');
}

/** What the patient wrote under a 'yes': the lists and cards of the questionnaire. */
function questionnaireDetails(record: VisitRecord, questions: readonly MedicalQuestion[]): Answer[] {
  const answers = record.questionnaire ?? {};
  return questions.flatMap(({ detail }) => {
    const value = detail ? answers[detail.field] : undefined;
    if (!detail || !Array.isArray(value) || value.length === 0) return [];
    if (detail.kind === 'list') return [{ question: detail.label, answer: value.join(', ') }];
    return [{ question: detail.legend, answer: (value as Card[]).map(cardText).join('; ') }];
  });
}

type MedicalInfo = NonNullable<VisitRecord['medicalInfo']>;

/** Staff read the dietitian's intake under these headings. */
const MEDICAL_LABELS: [keyof Omit<MedicalInfo, 'dietitianQuestionnaire'>, string][] = [
  ['medicalConditions', 'Medical conditions'],
  ['otherMedicalCondition', 'Other medical condition'],
  ['doYouTakeMedications', 'Takes medications, vitamins or supplements'],
  ['medications', 'Medications, vitamins and supplements'],
  ['anythingElse', 'Anything else the dietitian should know'],
  ['allergiesOrRestrictions', 'Food allergies or restrictions'],
  ['foodAllergies', 'Food allergies'],
  ['otherFoodAllergies', 'Other food allergies'],
  ['foodsOrIngredientsNotLiked', 'Foods or ingredients not liked'],
];

/** The dietitian questionnaire's answers, and the medical-information field each repeats (if any). */
const DIETITIAN_LABELS: Record<string, { label: string; repeats?: keyof MedicalInfo }> = {
  medical_conditions: { label: 'Medical conditions', repeats: 'medicalConditions' },
  current_medications: { label: 'Medications, vitamins and supplements', repeats: 'medications' },
  any_other_information: { label: 'Anything else the dietitian should know', repeats: 'anythingElse' },
  food_allergies: { label: 'Food allergies', repeats: 'foodAllergies' },
  food_dislikes: { label: 'Foods or ingredients not liked', repeats: 'foodsOrIngredientsNotLiked' },
  learning_objectives: { label: 'Goals for the visit' },
  referral_source: { label: 'How they heard of us' },
};

const shown = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '').trim();

function medicalAnswers(info: MedicalInfo): Answer[] {
  const fields = MEDICAL_LABELS.map(([field, question]) => ({ question, answer: shown(info[field]) }));
  const dietitian = (info.dietitianQuestionnaire ?? []).flatMap((entry) => {
    const known = DIETITIAN_LABELS[entry.name];
    if (known?.repeats && info[known.repeats] !== undefined) return [];
    const answer = [shown(entry.answer), entry.otherAnswer?.trim()].filter(Boolean).join(', ');
    return [{ question: known?.label ?? entry.name, answer }];
  });
  return [...fields, ...dietitian].filter((entry) => entry.answer !== '');
}

/** Everything else the patient told us for the visit, for an opened visit only. */
export function otherAnswersOf(record: VisitRecord, questions: readonly MedicalQuestion[]): Answer[] {
  const notes = record.notes?.filter((note) => note.trim() !== '') ?? [];
  return [
    ...questionnaireDetails(record, questions),
    ...(record.medicalInfo ? medicalAnswers(record.medicalInfo) : []),
    ...(record.comments?.trim() ? [{ question: 'Comments', answer: record.comments.trim() }] : []),
    ...(notes.length > 0 ? [{ question: 'Notes', answer: notes.join('; ') }] : []),
  ];
}
