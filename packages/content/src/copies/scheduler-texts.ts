import type { SchedulerTexts } from '../objects/scheduler-texts.js';
import type { BundledContent } from '../registry.js';

/** The scheduler texts, bundled without zod for the first screen. */
export const schedulerTextsCopy: BundledContent<SchedulerTexts> = {
  schema: 'scheduler-texts',
  version: '1.0.0',
  dir: 'scheduler',
  name: 'texts',
  data: {
    topMessage: 'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.',
    title: 'Schedule an Appointment',
    schedulerUrl: '/health-services/scheduler',
  },
  loadZod: () => import('../objects/scheduler-texts.js').then((module) => module.SchedulerTextsSchema),
};
