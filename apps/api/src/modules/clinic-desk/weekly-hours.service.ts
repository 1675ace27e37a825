import type { WeeklyHoursRequest } from '@hs/contracts/staff-hours';
import { weeklyHoursSchema } from '@hs/directory';
import { WEEKDAYS, type WeeklyHours } from '@hs/domain';
import { eq } from 'drizzle-orm';
import { providers } from '#api/db/schema.js';
import { DomainError } from '#api/domain-error.js';
import { allowedRole } from './desk-authorization.js';
import type { DeskRequest } from './desk-request.js';
import { applyHoursChange, clinicOrNotFound, scopeOf } from './hours-change.js';

/** The clinic's weekly hours as the directory file writes them. */
export async function readWeeklyHours(request: DeskRequest, clinicId: string): Promise<WeeklyHours> {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  await allowedRole(request, 'view-schedule', scopeOf(clinic), { action: 'read-hours', subject });
  const [row] = await request.db
    .select({ hours: providers.weeklyHours })
    .from(providers)
    .where(eq(providers.id, clinic.id));
  const stored = row!.hours;
  return Object.fromEntries(WEEKDAYS.map((day) => [day, stored[day] ?? null])) as WeeklyHours;
}

/** Replaces the clinic's weekly hours through the directory's rules, with the same booking protection. */
export async function replaceWeeklyHours(request: DeskRequest, clinicId: string, body: WeeklyHoursRequest) {
  const clinic = await clinicOrNotFound(request, clinicId);
  const subject = { kind: 'clinic' as const, id: clinic.id };
  const role = await allowedRole(request, 'edit-hours', scopeOf(clinic), { action: 'edit-hours', subject });
  const parsed = weeklyHoursSchema.safeParse(body.hours);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = ['hours', ...(issue?.path ?? [])].join('.');
    throw new DomainError('invalid', 'INVALID_HOURS', `${field}: ${issue?.message ?? 'is not valid'}`, { field });
  }
  return applyHoursChange(request, clinic, { edit: { hours: parsed.data }, choice: body, id: null }, (outcome) => ({
    action: 'edit-hours',
    role,
    outcome: 'ok',
    subject,
    clinicId: clinic.id,
    detail: { affectedVisits: outcome.affectedBookings.length, bookings: body.bookings ?? null },
  }));
}
