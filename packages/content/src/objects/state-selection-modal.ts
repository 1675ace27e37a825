import { z } from 'zod';
import { virtualVisitStateSelectionModalCopy } from '../copies/state-selection-modal.js';
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
  virtualVisitStateSelectionModalCopy,
  StateSelectionModalSchema,
  virtualVisitStateSelectionModalCopy.data,
);
