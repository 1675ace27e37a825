import { z } from 'zod';
import { SchedulerFlowSchema } from './vocabulary.js';

/** Whether choosing a slot holds it with a reservation, per scheduler flow (§4); every flow has an entry. */
export const ReservationToggleSchema = z.record(SchedulerFlowSchema, z.boolean());
export type ReservationToggle = z.infer<typeof ReservationToggleSchema>;
