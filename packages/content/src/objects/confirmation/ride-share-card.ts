import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { DisplayTextSchema, templateText } from '../../vocabulary.js';

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

export const rideShareCard = defineContent(
  { schema: 'ride-share-card', version: '1.0.0', dir: 'confirmation', name: 'ride-share-card' },
  RideShareCardSchema,
  {
    heading: 'Need a Ride to Your Appointment?',
    description: 'Scan the QR code with your phone, or enter the promo code in the ride-share app.',
    codeLabel: 'Promo code',
    copyLabel: 'Copy Code',
    copiedMessage: 'Promo code copied',
    copyFailedMessage: 'Could not copy the code. Please select it and copy it yourself.',
    qrAlt: 'QR code that opens the ride-share offer',
    linkLabel: 'Get the ride-share offer',
    help: 'Questions about your ride? Call {phone}.',
  },
);
