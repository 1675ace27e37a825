import { z } from 'zod';
import { defineContent } from '../registry.js';
import { DisplayTextSchema } from '../vocabulary.js';

/** The modal that asks a virtual-visit patient for their state before searching (§2 "Modals"). */
export const StateSelectionModalSchema = z.object({
  heading: DisplayTextSchema,
  description: DisplayTextSchema,
  label: DisplayTextSchema,
  /** The select's first option; choosing it is not a valid answer. */
  placeholder: DisplayTextSchema,
  /** Shown when the placeholder is still selected on submit. */
  requiredMessage: DisplayTextSchema,
  confirmLabel: DisplayTextSchema,
  cancelLabel: DisplayTextSchema,
});
export type StateSelectionModal = z.infer<typeof StateSelectionModalSchema>;

/** Referred to by a category's stateSelectionModal.ampCollectionId (the object's name). */
export const virtualVisitStateSelectionModal = defineContent(
  { schema: 'state-selection-modal', version: '1.0.0', dir: 'modals', name: 'virtual-visit-state' },
  StateSelectionModalSchema,
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
);
