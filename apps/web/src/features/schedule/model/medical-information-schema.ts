import type { MedicalInformation, MedicalQuestion } from '@hs/content';
import { MEDICAL_DETAIL_CARDS_MAX, PATIENT_LIMITS } from '@hs/domain';
import { parseUsDate } from '@/lib/dates/us-date';
import { translate } from '@/lib/i18n/i18n';
import {
  type FormSchema,
  firstProblem,
  type Message,
  optional,
  type Problem,
  type Problems,
  problem,
} from '@/lib/patient-fields/field-rules';
import { PATIENT_MESSAGES as M } from '@/lib/patient-fields/patient-messages';
import { clean, maxLength, required } from './patient-rules';

/** A detail card under a 'yes': a vaccine or blood product with when it was given (and the dose). */
export interface DetailCardValues {
  name: string;
  /** mm/dd/yyyy as typed. */
  lastTakenDate: string;
  dose: string;
}

/** The medicalInformation sub-page: answers by questionnaire field, and the details some answers ask for. */
export interface MedicalInformationValues {
  /** An unanswered radio group reads as null in react-hook-form. */
  answers: Record<string, string | null>;
  /** Comma-separated names (allergies, conditions, medicines) by list field. */
  lists: Record<string, string>;
  cards: Record<string, DetailCardValues[]>;
}

export const EMPTY_DETAIL_CARD: DetailCardValues = { name: '', lastTakenDate: '', dose: '' };
export const EMPTY_MEDICAL_INFORMATION: MedicalInformationValues = { answers: {}, lists: {}, cards: {} };

/** The most detail cards one answer can hold; the booking allows 20 per list. */
export const MAX_DETAIL_CARDS = MEDICAL_DETAIL_CARDS_MAX;

/** An answer asks for its detail unless it means No (it starts with 'no' or '0', §3). */
export const answerNeedsDetail = (answer: string | null | undefined) =>
  typeof answer === 'string' && answer.trim() !== '' && !/^(no|0)/i.test(answer.trim());

/** The questions a form group asks, in the content's order for that group. */
export function questionsFor(content: MedicalInformation, group: string): MedicalQuestion[] {
  const fields = content.groups[group] ?? [];
  return fields.flatMap((field) => content.questions.filter((question) => question.field === field));
}

/** Comma-separated names as a list: trimmed, without blanks. */
export const splitList = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

const shortText = (message: Message = () => M.required) =>
  firstProblem(required(message), maxLength(PATIENT_LIMITS.listItem), clean);

function listProblem(text: string, requiredMessage: string): Problem | null {
  const items = splitList(text);
  if (items.length === 0) return problem('required', requiredMessage);
  if (items.length > PATIENT_LIMITS.listItems) {
    return problem('maxItems', translate('schedule.message.listTooLong', { n: PATIENT_LIMITS.listItems }));
  }
  return items.map((item) => shortText()(item)).find(Boolean) ?? null;
}

function pastDateProblem(text: string, today: string): Problem | null {
  if (text.trim() === '') return null;
  const iso = parseUsDate(text);
  if (!iso) return problem('dateInvalid', M.dateInvalid);
  return iso > today ? problem('pastDate', M.datePast) : null;
}

export function createMedicalInformationSchema(
  questions: readonly MedicalQuestion[],
  requiredMessage: string,
  today: string,
): FormSchema<MedicalInformationValues> {
  return (v) =>
    questions.flatMap((question): Problems => {
      const answer = v.answers[question.field] ?? '';
      const answered = [`answers.${question.field}`, required(requiredMessage)(answer)] as const;
      const detail = question.detail;
      if (!detail || !answerNeedsDetail(answer)) return [answered];
      if (detail.kind === 'list') {
        return [answered, [`lists.${detail.field}`, listProblem(v.lists[detail.field] ?? '', detail.requiredMessage)]];
      }
      return [
        answered,
        ...(v.cards[detail.field] ?? []).flatMap((card, index): Problems => {
          const at = `cards.${detail.field}.${index}.`;
          return [
            [`${at}name`, shortText()(card.name)],
            [`${at}lastTakenDate`, pastDateProblem(card.lastTakenDate, today)],
            [`${at}dose`, detail.withDose ? optional(maxLength(PATIENT_LIMITS.listItem), clean)(card.dose) : null],
          ];
        }),
      ];
    });
}
