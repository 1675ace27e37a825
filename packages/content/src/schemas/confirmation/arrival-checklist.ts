import { z } from 'zod';
import { DisplayTextSchema, SchedulerFlowSchema } from '../vocabulary.js';

export const ArrivalChecklistEntrySchema = z.object({
  heading: DisplayTextSchema,
  items: z.array(DisplayTextSchema).min(1).max(12),
});
export type ArrivalChecklistEntry = z.infer<typeof ArrivalChecklistEntrySchema>;

/** The confirmation page's arrival checklist (§1, §7 "confirmation checklist"), one per scheduler flow. */
export const ArrivalChecklistSchema = z.object({ byFlow: z.record(SchedulerFlowSchema, ArrivalChecklistEntrySchema) });
export type ArrivalChecklist = z.infer<typeof ArrivalChecklistSchema>;
