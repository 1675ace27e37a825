import { z } from 'zod';
import { SchedulerFlowSchema } from './vocabulary.js';

const daysShown = z.number().int().min(1).max(7);

/** Days of the slot calendar shown per page at each screen size (§4 "Slot calendar", §9). */
export const DaysPerPageSchema = z.object({
  desktop: daysShown,
  tablet: daysShown,
  mobile: daysShown,
  tiny: daysShown,
});
export type DaysPerPage = z.infer<typeof DaysPerPageSchema>;

export const FlowSettingsSchema = z.object({
  /** The flow allows the travel-vaccine promotion modal; the category must allow it as well. */
  showPromotionModal: z.boolean(),
  daysPerPage: DaysPerPageSchema,
});
export type FlowSettings = z.infer<typeof FlowSettingsSchema>;

/** Settings per scheduler flow; every flow has an entry. */
export const FlowConfigSchema = z.record(SchedulerFlowSchema, FlowSettingsSchema);
export type FlowConfig = z.infer<typeof FlowConfigSchema>;
