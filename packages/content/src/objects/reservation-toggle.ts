import { z } from 'zod';
import { defineContent } from '../registry.js';
import { SchedulerFlowSchema } from '../vocabulary.js';

/** Whether choosing a slot holds it with a reservation, per scheduler flow (§4); every flow has an entry. */
export const ReservationToggleSchema = z.record(SchedulerFlowSchema, z.boolean());
export type ReservationToggle = z.infer<typeof ReservationToggleSchema>;

export const reservationToggle = defineContent(
  { schema: 'reservation-toggle', version: '1.0.0', dir: 'toggles', name: 'reservations' },
  ReservationToggleSchema,
  { IN_PERSON: true, VIRTUAL_VISIT: true, DIETITIAN: true, EVERYDAY_VACCINE: true },
);
