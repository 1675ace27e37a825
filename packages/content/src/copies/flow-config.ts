import type { FlowConfig } from '../objects/flow-config.js';
import type { BundledContent } from '../registry.js';

const clinicDays = { desktop: 4, tablet: 4, mobile: 3, tiny: 1 };
const virtualDays = { desktop: 5, tablet: 5, mobile: 3, tiny: 1 };

/** The flow settings, bundled without zod for the first screen. */
export const flowConfigCopy: BundledContent<FlowConfig> = {
  schema: 'flow-config',
  version: '1.0.0',
  dir: 'scheduler',
  name: 'flows',
  data: {
    IN_PERSON: { showPromotionModal: true, daysPerPage: clinicDays },
    VIRTUAL_VISIT: { showPromotionModal: false, daysPerPage: virtualDays },
    DIETITIAN: { showPromotionModal: false, daysPerPage: clinicDays },
    EVERYDAY_VACCINE: { showPromotionModal: true, daysPerPage: clinicDays },
  },
  loadZod: () => import('../objects/flow-config.js').then((module) => module.FlowConfigSchema),
};
