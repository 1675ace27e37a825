import { defineContent } from '../registry.js';
import type { FlowConfig } from '../schemas/flow-config.js';

const clinicDays = { desktop: 4, tablet: 4, mobile: 3, tiny: 1 };

const virtualDays = { desktop: 5, tablet: 5, mobile: 3, tiny: 1 };

export const flowConfig = defineContent<FlowConfig>(
  { schema: 'flow-config', version: '1.0.0', dir: 'scheduler', name: 'flows' },
  () => import('../schemas/flow-config.js').then((module) => module.FlowConfigSchema),
  {
    IN_PERSON: { showPromotionModal: true, daysPerPage: clinicDays },
    VIRTUAL_VISIT: { showPromotionModal: false, daysPerPage: virtualDays },
    DIETITIAN: { showPromotionModal: false, daysPerPage: clinicDays },
    EVERYDAY_VACCINE: { showPromotionModal: true, daysPerPage: clinicDays },
  },
);
