import { z } from 'zod';
import { DisplayTextSchema } from './vocabulary.js';

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
