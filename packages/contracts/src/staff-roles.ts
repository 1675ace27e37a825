import { z } from 'zod';

/** What a grant lets its holder do (decision 053); `chain-admin` holds every role across the chain. */
export const STAFF_ROLES = [
  'chain-admin',
  'front-desk',
  'clinic-manager',
  'district-manager',
  'user-manager',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where a grant holds: one clinic (its provider id), a district (its division number) or the whole chain. */
export const GRANT_SCOPES = ['clinic', 'district', 'chain'] as const;
export type GrantScope = (typeof GRANT_SCOPES)[number];

/** Everything a staff endpoint may be allowed for. Deny by default: unlisted means nobody. */
export const STAFF_ACTIONS = [
  'view-schedule',
  'record-attendance',
  'cancel-on-behalf',
  'book-on-behalf',
  'block-time',
  'edit-hours',
  'close-clinic',
  'view-clinic-staff',
  'view-waitlist-figures',
  'manage-people',
  'read-audit',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const StaffGrantSchema = z
  .object({
    role: z.enum(STAFF_ROLES),
    scope: z.enum(GRANT_SCOPES),
    /** The clinic's provider id, the district's division number, or null for the chain. */
    scopeId: z.string().min(1).max(64).nullable(),
  })
  .refine((grant) => (grant.scope === 'chain') === (grant.scopeId === null), {
    message: 'A chain grant names no clinic or district; the others name one.',
    path: ['scopeId'],
  });
export type StaffGrantInput = z.infer<typeof StaffGrantSchema>;
