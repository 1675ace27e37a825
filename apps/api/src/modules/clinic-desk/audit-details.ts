import { ATTENDANCE, type AuditDetails, CLINIC_CANCEL_REASONS } from '@hs/contracts/staff-desk';
import type { NamedGrant } from '@hs/contracts/staff-identity';
import { GRANT_SCOPES, STAFF_ROLES } from '@hs/contracts/staff-roles';
import { z } from 'zod';

/**
 * A trail row's `detail` as each action writes it (desk-audit.ts, staff-audit.ts and their callers), read back
 * field by field: what an auditor is shown is built from these, never the stored JSON itself, so a key nobody
 * chose to show (were one ever to hold patient data) never leaves the server (decision 072).
 */
const instant = z.string();
const grant = z.object({ role: z.enum(STAFF_ROLES), scope: z.enum(GRANT_SCOPES), scopeId: z.string().nullable() });
const bookings = z.object({
  affectedVisits: z.number().int().nullish(),
  bookings: z.enum(['keep', 'cancel']).nullish(),
});
const closure = bookings.extend({ startsLocal: z.string(), endsLocal: z.string(), wholeDay: z.boolean() });

const stored = {
  'reschedule-on-behalf': z.object({ from: instant, to: instant }),
  'record-attendance': z.object({ from: z.enum(ATTENDANCE).nullable(), to: z.enum(ATTENDANCE).nullable() }),
  // `with` is the visit this follow-up went with, or (with `by`) the closure, block or clinic whose change it was.
  'cancel-on-behalf': z.object({
    cancelReason: z.enum(CLINIC_CANCEL_REASONS).nullish(),
    with: z.string().nullish(),
    by: z.string().nullish(),
  }),
  'book-on-behalf': z.object({ serviceIds: z.array(z.number().int()), startsAt: instant }),
  'hold-on-behalf': z.object({ serviceId: z.number().int(), startsAt: instant, expiresAt: instant }),
  'add-closure': closure,
  'remove-closure': closure,
  'block-time': bookings.extend({ from: z.string(), to: z.string(), dates: z.array(z.string()) }),
  'remove-block': z.object({ occurrences: z.number().int() }),
  'edit-hours': bookings,
  'read-schedule': z.object({ from: z.string(), days: z.number().int(), visits: z.coerce.number().int().nullish() }),
  'read-audit': z.object({
    entries: z.number().int(),
    filter: z.object({
      staffId: z.string().nullish(),
      appointmentId: z.string().nullish(),
      from: z.string().nullish(),
      to: z.string().nullish(),
    }),
  }),
  'grants-changed': z.object({ added: z.array(grant), revoked: z.array(grant) }),
  'invite-created': z.object({ grants: z.array(grant), expiresAt: instant }),
  'renewal-invite-created': z.object({ grants: z.array(grant), expiresAt: instant }),
  'passkey-registered': z.object({ renewal: z.boolean(), grants: z.array(grant).optional() }),
  'passkey-revoked': z.object({ staffId: z.string() }),
} as const;

type StoredAction = keyof typeof stored;
type Stored<A extends StoredAction> = z.infer<(typeof stored)[A]>;

type StoredGrant = z.infer<typeof grant>;

/** The names a page's rows are shown with: services they name by id, and the grants they name with their places'. */
export interface TrailNames {
  services: ReadonlyMap<number, string>;
  grant: (grant: StoredGrant) => NamedGrant;
}

const bookingsOf = (detail: z.infer<typeof bookings>) => ({
  affectedVisits: detail.affectedVisits ?? null,
  bookings: detail.bookings ?? null,
});
const serviceOf = (id: number, names: TrailNames) => ({ id, name: names.services.get(id) ?? null });
const named = (grants: readonly StoredGrant[], names: TrailNames) => grants.map(names.grant);

const shown: { [A in StoredAction]: (detail: Stored<A>, names: TrailNames) => AuditDetails } = {
  'reschedule-on-behalf': ({ from, to }) => ({ kind: 'move', from, to }),
  'record-attendance': ({ from, to }) => ({ kind: 'attendance', from, to }),
  'cancel-on-behalf': (detail) => ({
    kind: 'cancellation',
    cancelReason: detail.cancelReason ?? null,
    alongWith: detail.by ? null : (detail.with ?? null),
    byChange: detail.by ? { action: detail.by, id: detail.with ?? null } : null,
  }),
  'book-on-behalf': ({ serviceIds, startsAt }, names) => ({
    kind: 'booking',
    services: serviceIds.map((id) => serviceOf(id, names)),
    startsAt,
  }),
  'hold-on-behalf': ({ serviceId, startsAt, expiresAt }, names) => ({
    kind: 'hold',
    service: serviceOf(serviceId, names),
    startsAt,
    expiresAt,
  }),
  'add-closure': (detail) => closureShown(detail),
  'remove-closure': (detail) => closureShown(detail),
  'block-time': (detail) => ({
    kind: 'block',
    from: detail.from,
    to: detail.to,
    dates: detail.dates,
    ...bookingsOf(detail),
  }),
  'remove-block': ({ occurrences }) => ({ kind: 'block-removed', days: occurrences }),
  'edit-hours': (detail) => ({ kind: 'hours', ...bookingsOf(detail) }),
  'read-schedule': ({ from, days, visits }) => ({ kind: 'schedule-read', from, days, visits: visits ?? null }),
  'read-audit': ({ entries, filter }) => ({
    kind: 'trail-read',
    entries,
    filter: {
      staffId: filter.staffId ?? null,
      appointmentId: filter.appointmentId ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
    },
  }),
  'grants-changed': ({ added, revoked }, names) => ({
    kind: 'grants',
    added: named(added, names),
    revoked: named(revoked, names),
  }),
  'invite-created': ({ grants, expiresAt }, names) => ({ kind: 'invite', grants: named(grants, names), expiresAt }),
  'renewal-invite-created': ({ grants, expiresAt }, names) => ({
    kind: 'invite',
    grants: named(grants, names),
    expiresAt,
  }),
  'passkey-registered': ({ renewal, grants }, names) => ({
    kind: 'registration',
    renewal,
    grants: named(grants ?? [], names),
  }),
  'passkey-revoked': ({ staffId }) => ({ kind: 'member-passkey', staffId }),
};

function closureShown(detail: z.infer<typeof closure>): AuditDetails {
  const { startsLocal, endsLocal, wholeDay } = detail;
  return { kind: 'closure', startsLocal, endsLocal, wholeDay, ...bookingsOf(detail) };
}

const isStored = (action: string): action is StoredAction => Object.hasOwn(stored, action);

/** The actions whose details name services, whose names are read once for a page's rows. */
export const NAMES_SERVICES: ReadonlySet<string> = new Set(['book-on-behalf', 'hold-on-behalf']);

/** A row's detail read in the shape its action writes. */
export type StoredDetail = { [A in StoredAction]: { action: A; data: Stored<A> } }[StoredAction];

/**
 * A row's detail as its action writes it; null for an action that records nothing more, for a refusal or a
 * failure (which changed nothing), and for a detail not in that shape (a row from before a shape changed keeps its
 * other columns rather than failing the page).
 */
export function storedDetailOf(row: { action: string; outcome: string; detail: unknown }): StoredDetail | null {
  const { action, detail } = row;
  if (row.outcome !== 'ok' || !isStored(action) || detail === null) return null;
  const parsed = stored[action].safeParse(detail);
  return parsed.success ? ({ action, data: parsed.data } as StoredDetail) : null;
}

/** The grants a row names, whose places are read once for a page's rows. */
export function grantsIn(read: StoredDetail | null): StoredGrant[] {
  switch (read?.action) {
    case 'grants-changed':
      return [...read.data.added, ...read.data.revoked];
    case 'invite-created':
    case 'renewal-invite-created':
      return read.data.grants;
    case 'passkey-registered':
      return read.data.grants ?? [];
    default:
      return [];
  }
}

/** What the row shows an auditor, built from its stored detail's fields and the page's names. */
export function auditDetailsOf(read: StoredDetail | null, names: TrailNames): AuditDetails | null {
  if (!read) return null;
  return (shown[read.action] as (detail: unknown, names: TrailNames) => AuditDetails)(read.data, names);
}

/** The channel a row's request came in through, when not the console. */
export const viaOf = (detail: unknown): 'fhir' | null =>
  typeof detail === 'object' && detail !== null && (detail as { via?: unknown }).via === 'fhir' ? 'fhir' : null;
