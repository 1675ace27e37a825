import { z } from 'zod';
import { schedulerTextsCopy } from '../copies/scheduler-texts.js';
import { defineContent } from '../registry.js';

export const SchedulerTextsSchema = z.object({
  topMessage: z.string(),
  title: z.string(),
  schedulerUrl: z.string(),
});
export type SchedulerTexts = z.infer<typeof SchedulerTextsSchema>;

export const schedulerTexts = defineContent(schedulerTextsCopy, SchedulerTextsSchema, schedulerTextsCopy.data);
