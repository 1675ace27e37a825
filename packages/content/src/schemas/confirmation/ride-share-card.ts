import { z } from 'zod';
import { DisplayTextSchema, templateText } from '../vocabulary.js';

/**
 * Texts of the ride-share card on the confirmation page (§1). The promo itself (code, link, discount)
 * belongs to the location and comes with the provider; this object only words the card around it.
 */
export const RideShareCardSchema = z.object({
  heading: DisplayTextSchema,
  description: DisplayTextSchema,
  codeLabel: DisplayTextSchema,
  copyLabel: DisplayTextSchema,
  /** Shown for a moment after copying (§9 copy-code confirmation). */
  copiedMessage: DisplayTextSchema,
  copyFailedMessage: DisplayTextSchema,
  qrAlt: DisplayTextSchema,
  linkLabel: DisplayTextSchema,
  help: templateText('phone'),
});
export type RideShareCard = z.infer<typeof RideShareCardSchema>;
