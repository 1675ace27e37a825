import type { PatientFormStep } from '@hs/content';
import type { FormPlan } from '@/features/schedule/model/form-plan';

/** The stepper's completed steps: those whose sub-pages are all done, counted from the first. */
export function stepperState(plan: FormPlan, completed: readonly PatientFormStep[], currentStep: number) {
  let completedCount = 0;
  while (
    completedCount < plan.steps.length &&
    plan.steps[completedCount]!.subPages.every((page) => completed.includes(page))
  ) {
    completedCount += 1;
  }
  return { completedCount: Math.max(completedCount, currentStep) };
}
