import { z } from 'zod';
import { defineContent } from '../registry.js';

export const SchedulerTextsSchema = z.object({
  topMessage: z.string(),
  title: z.string(),
  schedulerUrl: z.string(),
});
export type SchedulerTexts = z.infer<typeof SchedulerTextsSchema>;

export const schedulerTexts = defineContent(
  { schema: 'scheduler-texts', version: '1.0.0', dir: 'scheduler', name: 'texts' },
  SchedulerTextsSchema,
  {
    topMessage: 'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.',
    title: 'Schedule an Appointment',
    schedulerUrl: '/health-services/scheduler',
  },
);
