import { z } from 'zod';

export const SchedulerTextsSchema = z.object({
  topMessage: z.string(),
  title: z.string(),
  schedulerUrl: z.string(),
});
export type SchedulerTexts = z.infer<typeof SchedulerTextsSchema>;
