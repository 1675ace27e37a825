import type { Checklist, DietaryRestrictions, MedicalHistory } from '@hs/content';
import { type MedicalInfoPayload, present } from './booking-payload-types';
import type { ChecklistValues } from './checklist-schema';
import { asChoices, hasOther, namedChoices } from './choice-list';
import type { DietaryRestrictionsValues } from './dietary-restrictions-schema';
import type { MedicalHistoryValues } from './medical-history-schema';

type DietitianAnswer = NonNullable<MedicalInfoPayload['dietitianQuestionnaire']>[number];

export interface MedicalInfoSources {
  medicalHistory: MedicalHistoryValues | undefined;
  dietaryRestrictions: DietaryRestrictionsValues | undefined;
  appointmentGoals: ChecklistValues | undefined;
  survey: ChecklistValues | undefined;
  content: {
    medicalHistory: Pick<MedicalHistory, 'questionIds'>;
    dietaryRestrictions: Pick<DietaryRestrictions, 'questionIds' | 'noAllergiesAnswer'>;
    appointmentGoals: Pick<Checklist, 'questionId' | 'answerName'>;
    survey: Pick<Checklist, 'questionId' | 'answerName'>;
  };
}

function checklistAnswer(
  values: ChecklistValues,
  checklist: Pick<Checklist, 'questionId' | 'answerName'>,
): DietitianAnswer {
  const choices = asChoices(values.choices);
  return {
    questionId: checklist.questionId,
    name: checklist.answerName,
    answer: namedChoices(choices),
    otherAnswer: hasOther(choices) ? present(values.otherCheckboxField) : undefined,
  };
}

/**
 * §3 medical history and dietary answers, and the dietitian questionnaire: one answer per question the
 * form asked, each with its question id, name, answer and the 'other' text.
 */
export function toMedicalInfo({
  medicalHistory: history,
  dietaryRestrictions: dietary,
  appointmentGoals,
  survey,
  content,
}: MedicalInfoSources): MedicalInfoPayload | undefined {
  const answers: DietitianAnswer[] = [];
  const info: MedicalInfoPayload = {};
  if (history) {
    const conditions = asChoices(history.conditions);
    const ids = content.medicalHistory.questionIds;
    const other = hasOther(conditions) ? present(history.otherMedicalCondition) : undefined;
    const takesMedications = history.doYouTakeMedications === 'Yes';
    const medications = takesMedications ? present(history.medications) : undefined;
    Object.assign(info, {
      medicalConditions: namedChoices(conditions),
      otherMedicalCondition: other,
      doYouTakeMedications: history.doYouTakeMedications === 'No' ? 'No' : takesMedications ? 'Yes' : undefined,
      medications,
      anythingElse: present(history.anythingElse),
    });
    answers.push(
      {
        questionId: ids.medicalConditions,
        name: 'medical_conditions',
        answer: namedChoices(conditions),
        otherAnswer: other,
      },
      {
        questionId: ids.currentMedications,
        name: 'current_medications',
        answer: takesMedications ? 'Yes' : 'No',
        otherAnswer: medications,
      },
      {
        questionId: ids.anyOtherInformation,
        name: 'any_other_information',
        answer: present(history.anythingElse) ?? '',
      },
    );
  }
  if (dietary) {
    const yes = dietary.allergiesOrRestrictions === 'Yes';
    const allergies = yes ? asChoices(dietary.foodAllergies) : [];
    const other = yes && hasOther(allergies) ? present(dietary.otherFoodAllergies) : undefined;
    const ids = content.dietaryRestrictions.questionIds;
    Object.assign(info, {
      allergiesOrRestrictions: yes ? 'Yes' : dietary.allergiesOrRestrictions === 'No' ? 'No' : undefined,
      foodAllergies: namedChoices(allergies),
      otherFoodAllergies: other,
      foodsOrIngredientsNotLiked: present(dietary.foodsOrIngredientsNotLiked),
    });
    const named = namedChoices(allergies);
    answers.push(
      {
        questionId: ids.foodAllergies,
        name: 'food_allergies',
        answer: named.length > 0 || other ? named : content.dietaryRestrictions.noAllergiesAnswer,
        otherAnswer: other,
      },
      {
        questionId: ids.foodDislikes,
        name: 'food_dislikes',
        answer: present(dietary.foodsOrIngredientsNotLiked) ?? '',
      },
    );
  }
  if (appointmentGoals) answers.push(checklistAnswer(appointmentGoals, content.appointmentGoals));
  if (survey) answers.push(checklistAnswer(survey, content.survey));
  if (answers.length === 0) return undefined;
  return { ...info, dietitianQuestionnaire: answers };
}
