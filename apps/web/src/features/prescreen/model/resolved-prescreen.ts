import type {
  AppointmentDateQuestion,
  ChoiceQuestion,
  EligibilityStep,
  LicensureStateQuestion,
  MedicareIdQuestion,
  PrescreenData,
  PrescreenId,
  PrescreenOption,
  PrescreenOptionList,
  QuestionsStep,
  TimeZoneQuestion,
  VaccineSelectionQuestion,
} from '@hs/content';

/** A choice question with its options in hand, wherever the content keeps them. */
export type ResolvedChoiceQuestion = Omit<ChoiceQuestion, 'options' | 'optionsFrom'> & { options: PrescreenOption[] };
export type ResolvedVaccineQuestion = VaccineSelectionQuestion & { options: PrescreenOption[] };

export type ResolvedQuestion =
  | ResolvedChoiceQuestion
  | ResolvedVaccineQuestion
  | MedicareIdQuestion
  | LicensureStateQuestion
  | TimeZoneQuestion
  | AppointmentDateQuestion;

export type ResolvedQuestionsStep = Omit<QuestionsStep, 'questions'> & { questions: ResolvedQuestion[] };
export type ResolvedStep = ResolvedQuestionsStep | EligibilityStep;

/** A prescreen ready to show: every option list and the vaccine list are filled in. */
export interface ResolvedPrescreen extends Omit<PrescreenData, 'steps'> {
  id: PrescreenId;
  steps: ResolvedStep[];
}

export interface ResolveSources {
  /** Option lists by name, as loaded. */
  optionLists: Readonly<Record<string, PrescreenOptionList | undefined>>;
  /** The vaccine checkboxes, built from the services endpoint. */
  vaccineOptions: (question: VaccineSelectionQuestion) => PrescreenOption[];
  /** Whether the services an option books can be booked; options that cannot are not offered. */
  isBookable: (serviceIds: readonly number[]) => boolean;
}

/** Thrown when content names an option list that does not exist; the page shows it as a loading failure. */
class MissingOptionListError extends Error {
  override readonly name = 'MissingOptionListError';
}

export function resolvePrescreen(id: PrescreenId, data: PrescreenData, sources: ResolveSources): ResolvedPrescreen {
  const steps = data.steps.map((step): ResolvedStep => {
    if (step.kind === 'eligibility') return step;
    return {
      ...step,
      questions: step.questions.map((question): ResolvedQuestion => {
        if (question.type === 'vaccineSelection') return { ...question, options: sources.vaccineOptions(question) };
        if (question.type !== 'choice') return question;
        const { options, optionsFrom, ...rest } = question;
        const list = options ?? (optionsFrom ? sources.optionLists[optionsFrom]?.options : undefined);
        if (!list) throw new MissingOptionListError(`The option list "${optionsFrom}" is not available.`);
        return {
          ...rest,
          options: list.filter((option) => !option.serviceIds || sources.isBookable(option.serviceIds)),
        };
      }),
    };
  });
  return { ...data, id, steps };
}

/** Options of each choice and vaccine question by question id; conditions read option types from it. */
export function optionsByQuestion(prescreen: ResolvedPrescreen): Map<string, readonly PrescreenOption[]> {
  const map = new Map<string, readonly PrescreenOption[]>();
  for (const step of prescreen.steps) {
    if (step.kind !== 'questions') continue;
    for (const question of step.questions) {
      if ('options' in question) map.set(question.id, question.options);
    }
  }
  return map;
}
