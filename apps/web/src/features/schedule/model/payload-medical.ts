import type { MedicalQuestion } from '@hs/content';
import { PATIENT_LIMITS, QUESTIONNAIRE_YES_NO_FIELDS, toYesNo } from '@hs/domain';
import { parseUsDate } from '@/lib/dates/us-date';
import { present, type QuestionnairePayload } from './booking-payload-types';
import { answerNeedsDetail, type MedicalInformationValues, splitList } from './medical-information-schema';

type YesNoField = (typeof QUESTIONNAIRE_YES_NO_FIELDS)[number];

const isYesNoField = (field: string): field is YesNoField =>
  (QUESTIONNAIRE_YES_NO_FIELDS as readonly string[]).includes(field);

/**
 * §3 questionnaire: each asked question as Yes or No (an answer starting with 'no' or '0' is No; an
 * unanswered one stays undefined), and the lists and detail cards of the questions answered yes.
 */
export function toQuestionnaire(
  values: MedicalInformationValues,
  questions: readonly MedicalQuestion[],
): QuestionnairePayload | undefined {
  const result: QuestionnairePayload = {};
  for (const question of questions) {
    if (!isYesNoField(question.field)) continue;
    const answer = values.answers[question.field];
    result[question.field] = toYesNo(answer === '' || answer === null ? undefined : answer);
    const detail = question.detail;
    if (!detail || !answerNeedsDetail(answer)) continue;
    if (detail.kind === 'list') {
      result[detail.field] = splitList(values.lists[detail.field] ?? '').slice(0, PATIENT_LIMITS.listItems);
      continue;
    }
    const cards = (values.cards[detail.field] ?? []).filter((card) => card.name.trim() !== '');
    if (detail.field === 'bloodProductDetails') {
      result.bloodProductDetails = cards.map((card) => ({
        name: card.name.trim(),
        lastTakenDate: parseUsDate(card.lastTakenDate) ?? undefined,
        dose: present(card.dose),
      }));
    } else {
      result.recentVaccinationDetails = cards.map((card) => ({
        name: card.name.trim(),
        lastTakenDate: parseUsDate(card.lastTakenDate) ?? undefined,
      }));
    }
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
