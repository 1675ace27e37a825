import type { StateSelectionModal } from '../objects/state-selection-modal.js';
import type { BundledContent } from '../registry.js';

/** The virtual-visit state selection modal's texts, bundled without zod for the first screen. */
export const virtualVisitStateSelectionModalCopy: BundledContent<StateSelectionModal> = {
  schema: 'state-selection-modal',
  version: '1.0.0',
  dir: 'modals',
  name: 'virtual-visit-state',
  data: {
    heading: 'Where are you located?',
    description:
      'Our providers can only see you by video in states where they are licensed. Choose the state you will be in during your visit.',
    label: 'State during your visit',
    placeholder: 'Choose One',
    requiredMessage: 'Please choose the state you will be in during your visit.',
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  },
  loadZod: () => import('../objects/state-selection-modal.js').then((module) => module.StateSelectionModalSchema),
};
