import { ANALYTICS_PRESCREEN_STEPS, isListed } from '@hs/contracts';

/** A prescreen step as analytics name it: by its id, or 'prescreen' for a step added in the content store later. */
export const prescreenStepName = (stepId: string) =>
  isListed(ANALYTICS_PRESCREEN_STEPS, stepId) ? stepId : ('prescreen' as const);
