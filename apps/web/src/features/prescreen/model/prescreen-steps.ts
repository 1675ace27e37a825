import type { PrescreenCondition, PrescreenOption, SearchField } from '@hs/content';
import { type Answers, chosenValues } from './answers';
import { optionsByQuestion, type ResolvedPrescreen, type ResolvedStep } from './resolved-prescreen';

export type OptionsLookup = (questionId: string) => readonly PrescreenOption[] | undefined;

/**
 * Whether a condition holds: true or false once its question is answered, undefined before then
 * (a step that may still be needed is counted, and an option that may still fit is offered).
 */
export function conditionHolds(
  condition: PrescreenCondition,
  answers: Answers,
  optionsOf: OptionsLookup,
): boolean | undefined {
  const chosen = chosenValues(answers[condition.question]);
  if (chosen.length === 0) return undefined;
  if (condition.valueIn?.some((value) => chosen.includes(value))) return true;
  const typeIn = condition.typeIn;
  if (typeIn) {
    const options = optionsOf(condition.question) ?? [];
    const types = chosen.map((value) => options.find((option) => option.value === value)?.type);
    if (types.some((type) => type !== undefined && typeIn.includes(type))) return true;
  }
  return false;
}

export function lookupFor(prescreen: ResolvedPrescreen): OptionsLookup {
  const map = optionsByQuestion(prescreen);
  return (questionId) => map.get(questionId);
}

/** The steps this patient goes through, given the answers so far. */
export function visibleSteps(prescreen: ResolvedPrescreen, answers: Answers): ResolvedStep[] {
  const optionsOf = lookupFor(prescreen);
  return prescreen.steps.filter(
    (step) => !step.showWhen || conditionHolds(step.showWhen, answers, optionsOf) !== false,
  );
}

/** Options still offered given earlier answers (e.g. school physicals only for patients under 20). */
export function visibleOptions(
  options: readonly PrescreenOption[],
  answers: Answers,
  optionsOf: OptionsLookup,
): PrescreenOption[] {
  return options.filter(
    (option) => !option.visibleWhen || conditionHolds(option.visibleWhen, answers, optionsOf) !== false,
  );
}

/** Zero-based index of the first visible step not completed yet; the step count when all are done. */
function firstUnfinishedIndex(steps: readonly ResolvedStep[], completedStepIds: readonly string[]): number {
  const index = steps.findIndex((step) => !completedStepIds.includes(step.id));
  return index === -1 ? steps.length : index;
}

export type StepRequest = { kind: 'show'; index: number } | { kind: 'redirect'; step: number };

/**
 * What to do with a request for step `requested` (1-based, as in the URL): show it, or send the patient
 * to the first unfinished step when it lies beyond the completed ones (§2 redirect rules).
 */
export function resolveStepRequest(
  steps: readonly ResolvedStep[],
  completedStepIds: readonly string[],
  requested: number,
): StepRequest {
  const reachable = Math.min(firstUnfinishedIndex(steps, completedStepIds), steps.length - 1);
  const index = requested - 1;
  if (!Number.isInteger(requested) || index < 0 || index > reachable) return { kind: 'redirect', step: reachable + 1 };
  return { kind: 'show', index };
}

/** Reads the optional {step} route parameter; a missing step is the first (prescreenStart). */
export function parseStepParam(step: string | undefined): number {
  if (step === undefined) return 1;
  return /^\d{1,3}$/.test(step) ? Number(step) : Number.NaN;
}

/** Whether some question of the prescreen fills this search field (e.g. the dietitian's state as location). */
export function fillsSearchField(prescreen: ResolvedPrescreen, field: SearchField): boolean {
  return prescreen.steps.some(
    (step) => step.kind === 'questions' && step.questions.some((question) => question.searchField === field),
  );
}
