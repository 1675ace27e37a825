import { defineContent } from '../registry.js';
import type { SchedulerTexts } from '../schemas/scheduler-texts.js';

export const schedulerTexts = defineContent<SchedulerTexts>(
  { schema: 'scheduler-texts', version: '1.0.0', dir: 'scheduler', name: 'texts' },
  () => import('../schemas/scheduler-texts.js').then((module) => module.SchedulerTextsSchema),
  {
    topMessage: 'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.',
    title: 'Schedule an Appointment',
    schedulerUrl: '/health-services/scheduler',
  },
  ['es'],
);
