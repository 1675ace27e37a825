import { defineContent } from '../../registry.js';
import type { RideShareCard } from '../../schemas/confirmation/ride-share-card.js';

export const rideShareCard = defineContent<RideShareCard>(
  { schema: 'ride-share-card', version: '1.0.0', dir: 'confirmation', name: 'ride-share-card' },
  () => import('../../schemas/confirmation/ride-share-card.js').then((module) => module.RideShareCardSchema),
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
  ['es'],
);
