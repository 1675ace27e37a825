import { z } from 'zod';
import { StaffSessionSchema } from './staff-identity.js';

/**
 * The members who work at one clinic: those whose live grants hold it (the clinic itself, its district or the
 * chain), with those grants only. Staff data, never a patient's.
 */
export const ClinicStaffResponseSchema = z.object({
  data: z.object({
    staff: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        grants: StaffSessionSchema.shape.grants,
      }),
    ),
  }),
});
export type ClinicStaff = z.infer<typeof ClinicStaffResponseSchema>['data']['staff'];
