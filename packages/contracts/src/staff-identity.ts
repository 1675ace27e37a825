import { z } from 'zod';
import { STAFF_ACTIONS, StaffGrantSchema } from './staff-roles.js';

/** The staff console's API (decision 053): same server, its own prefix, never under the patient paths. */
export const staffApi = '/staff-api/v1';

export const staffPaths = {
  /** GET: what an invite is for; 404 once used, expired or unknown. */
  invite: `${staffApi}/invites/:token`,
  /** POST: WebAuthn creation options for the invite's passkey. */
  registrationOptions: `${staffApi}/invites/:token/registration-options`,
  /** POST: registers the passkey, uses the invite, and signs in. */
  registration: `${staffApi}/invites/:token/registration`,
  /** POST: WebAuthn request options for signing in (discoverable credentials). */
  signInOptions: `${staffApi}/sign-in/options`,
  signIn: `${staffApi}/sign-in`,
  /** POST: a fresh user verification inside the session, for bulk cancels, closures and role changes. */
  verificationOptions: `${staffApi}/verification/options`,
  verification: `${staffApi}/verification`,
  signOut: `${staffApi}/sign-out`,
  /** GET: who is signed in, what they may do, and when the session ends. */
  session: `${staffApi}/session`,
  passkeys: `${staffApi}/passkeys`,
  /** PATCH (rename) and DELETE (revoke) one of one's own passkeys. */
  passkey: `${staffApi}/passkeys/:passkeyId`,
  /** GET the staff a user manager may manage; POST invites someone. */
  people: `${staffApi}/people`,
  invites: `${staffApi}/invites`,
  /** PUT: replaces a member's grants (needs a fresh verification). */
  personGrants: `${staffApi}/people/:staffId/grants`,
  /** POST: removes a member; their sessions end at their next request. */
  personRemoval: `${staffApi}/people/:staffId/removal`,
  /** DELETE: an administrator revokes someone's passkey. */
  personPasskey: `${staffApi}/people/:staffId/passkeys/:passkeyId`,
  clinics: `${staffApi}/clinics`,
  schedule: `${staffApi}/clinics/:clinicId/schedule`,
  appointment: `${staffApi}/appointments/:appointmentId`,
  attendance: `${staffApi}/appointments/:appointmentId/attendance`,
  cancellation: `${staffApi}/appointments/:appointmentId/cancellation`,
  audit: `${staffApi}/audit`,
  /** GET the clinic's coming closures; POST adds one (a whole day needs 'close-clinic' and a fresh verification). */
  closures: `${staffApi}/clinics/:clinicId/closures`,
  /** DELETE: reopens what a closure of the clinic closed. */
  closure: `${staffApi}/clinics/:clinicId/closures/:closureId`,
  /** GET the clinic's coming blocked time; POST blocks a span, once or weekly. */
  blockedTimes: `${staffApi}/clinics/:clinicId/blocked-times`,
  /** DELETE: a block, every week of it. */
  blockedTime: `${staffApi}/clinics/:clinicId/blocked-times/:blockId`,
  /** GET and PUT the clinic's weekly opening hours. */
  weeklyHours: `${staffApi}/clinics/:clinicId/weekly-hours`,
  /** GET: the members whose grants hold the clinic, with those grants. */
  clinicStaff: `${staffApi}/clinics/:clinicId/staff`,
  /** GET: how the clinic's waitlist offers ended over some days (counts only, never a patient). */
  waitlistFigures: `${staffApi}/clinics/:clinicId/waitlist`,
  /** GET: the services the clinic books. */
  clinicServices: `${staffApi}/clinics/:clinicId/services`,
  /** GET: the clinic's free times for a visit on a day, as the public results offer them. */
  openTimes: `${staffApi}/clinics/:clinicId/open-times`,
  /** POST: holds a free time, as the public site's reservation does. */
  holds: `${staffApi}/clinics/:clinicId/holds`,
  /** DELETE: gives a hold back. */
  hold: `${staffApi}/clinics/:clinicId/holds/:reservationCode`,
  /** POST: books the held time for a patient on the phone. */
  bookings: `${staffApi}/clinics/:clinicId/bookings`,
  /** POST: moves a booked visit to another free time at its clinic. */
  reschedule: `${staffApi}/appointments/:appointmentId/reschedule`,
} as const;

/** The path with its parameters filled in. */
export function staffPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** WebAuthn JSON as @simplewebauthn passes it between browser and server; checked there, not here. */
const WebAuthnJson = z.record(z.string(), z.unknown());

export const InviteResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    name: z.string(),
    expiresAt: z.string(),
    /** A new passkey for an existing member (a lost one replaced), rather than a new account. */
    renewal: z.boolean(),
  }),
});

export const WebAuthnOptionsResponseSchema = z.object({ data: z.object({ options: WebAuthnJson }) });

export const PASSKEY_NAME_MAX = 60;
export const PasskeyNameSchema = z.string().trim().min(1, 'Name the passkey.').max(PASSKEY_NAME_MAX);

export const RegistrationRequestSchema = z.object({ response: WebAuthnJson, passkeyName: PasskeyNameSchema });
export const WebAuthnResponseRequestSchema = z.object({ response: WebAuthnJson });

/** A grant as the console shows it: its role and place, with the place's name. */
export const NamedGrantSchema = z.object({
  role: StaffGrantSchema.shape.role,
  scope: StaffGrantSchema.shape.scope,
  scopeId: z.string().nullable(),
  /** The clinic's or district's name as staff know it. */
  scopeName: z.string(),
});
export type NamedGrant = z.infer<typeof NamedGrantSchema>;

export const StaffSessionSchema = z.object({
  staff: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  grants: z.array(NamedGrantSchema),
  /** Actions some grant allows somewhere: what the console offers. */
  allowed: z.array(z.enum(STAFF_ACTIONS)),
  csrfToken: z.string(),
  idleExpiresAt: z.string(),
  expiresAt: z.string(),
  verifiedAt: z.string(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;
export const StaffSessionResponseSchema = z.object({ data: StaffSessionSchema });

export const PasskeysResponseSchema = z.object({
  data: z.object({
    passkeys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.string(),
        lastUsedAt: z.string().nullable(),
        /** The passkey this session signed in with. */
        current: z.boolean(),
      }),
    ),
  }),
});
export const PasskeyRenameRequestSchema = z.object({ name: PasskeyNameSchema });

export const InviteRequestSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  grants: z.array(StaffGrantSchema).max(20),
  /** Set to replace a lost passkey: the invite adds a passkey to this member instead of making an account. */
  staffId: z.string().max(64).optional(),
});
export const InviteCreatedResponseSchema = z.object({ data: z.object({ link: z.string(), expiresAt: z.string() }) });

export const PeopleResponseSchema = z.object({
  data: z.object({
    people: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        removed: z.boolean(),
        grants: StaffSessionSchema.shape.grants,
        passkeys: z.array(z.object({ id: z.string(), name: z.string(), revoked: z.boolean() })),
      }),
    ),
  }),
});
export const GrantsRequestSchema = z.object({ grants: z.array(StaffGrantSchema).max(20) });
