import { defineContent } from '../registry.js';
import type { ReservationToggle } from '../schemas/reservation-toggle.js';

export const reservationToggle = defineContent<ReservationToggle>(
  { schema: 'reservation-toggle', version: '1.0.0', dir: 'toggles', name: 'reservations' },
  () => import('../schemas/reservation-toggle.js').then((module) => module.ReservationToggleSchema),
  { IN_PERSON: true, VIRTUAL_VISIT: true, DIETITIAN: true, EVERYDAY_VACCINE: true },
);
