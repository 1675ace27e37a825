import { defineContent } from '../registry.js';
import type { StateSelectionModal } from '../schemas/state-selection-modal.js';

/** Referred to by a category's stateSelectionModal.ampCollectionId (the object's name). */
export const virtualVisitStateSelectionModal = defineContent<StateSelectionModal>(
  { schema: 'state-selection-modal', version: '1.0.0', dir: 'modals', name: 'virtual-visit-state' },
  () => import('../schemas/state-selection-modal.js').then((module) => module.StateSelectionModalSchema),
  {
    heading: 'Where are you located?',
    description:
      'Our providers can only see you by video in states where they are licensed. Choose the state you will be in during your visit.',
    label: 'State during your visit',
    placeholder: 'Choose One',
    requiredMessage: 'Please choose the state you will be in during your visit.',
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  },
  ['es'],
);
