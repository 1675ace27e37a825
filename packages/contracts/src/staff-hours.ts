import { WEEKDAYS } from '@hs/domain';
import { z } from 'zod';
import { CLINIC_CANCEL_REASONS } from './staff-desk.js';

/** Hours, closures and blocked time of one clinic from the console (decision 055); checked by the directory's rules. */

export const CLOSURE_REASON_MAX = 200;
/** A weekly block runs for a year at most: a longer one is a change of the weekly hours. */
export const BLOCK_WEEKS_MAX = 53;

export const ClinicParamsSchema = z.object({ clinicId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/) });
export const ClosureParamsSchema = ClinicParamsSchema.extend({ closureId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/) });
export const BlockParamsSchema = ClinicParamsSchema.extend({ blockId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const localDate = z.iso.date();
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day such as 08:30 (HH:mm).');

/**
 * What to do with booked visits the change would forbid. Left out: the change is refused (409) with their
 * count. 'cancel' needs a coded reason; the patients get the clinic's cancellation e-mail or text.
 */
const bookingChoice = {
  /** Nothing is written: the answer says how many booked visits the change would touch. */
  dryRun: z.boolean().default(false),
  bookings: z.enum(['keep', 'cancel']).optional(),
  cancelReason: z.enum(CLINIC_CANCEL_REASONS).optional(),
};

const needsReason = <T extends { bookings?: 'keep' | 'cancel' | undefined; cancelReason?: unknown }>(
  body: T,
  context: z.core.$RefinementCtx<T>,
) => {
  if (body.bookings === 'cancel' && !body.cancelReason) {
    context.addIssue({ code: 'custom', path: ['cancelReason'], message: 'Say why the visits are canceled.' });
  }
};

/** A closure's bounds as the directory file writes them: a day (2026-12-24) or a local time (2026-12-24T14:00). */
export const ClosureRequestSchema = z
  .object({
    starts: z.string().max(16),
    ends: z.string().max(16),
    /** Shown to visitors on the clinic's page. */
    reason: z.string().trim().min(1).max(CLOSURE_REASON_MAX),
    ...bookingChoice,
  })
  .superRefine(needsReason);
export type ClosureRequest = z.infer<typeof ClosureRequestSchema>;

/** Time taken out of the bookable hours for the clinic's own reasons, on `date` or every week until `until`. */
export const BlockRequestSchema = z
  .object({
    date: localDate,
    from: timeOfDay,
    to: timeOfDay,
    /** The last day a weekly block may fall on; left out: once. */
    repeatsWeeklyUntil: localDate.optional(),
    /** Internal: staff see it, visitors never do. */
    reason: z.string().trim().min(1).max(CLOSURE_REASON_MAX),
    ...bookingChoice,
  })
  .superRefine(needsReason);
export type BlockRequest = z.infer<typeof BlockRequestSchema>;

const dayHours = z
  .object({
    opens: z.string(),
    closes: z.string(),
    breaks: z.array(z.object({ start: z.string(), end: z.string() })).max(8),
  })
  .nullable();
/** Each weekday's hours (null: closed), as the directory file writes them; the directory's rules check them. */
export const WeeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
);
export const WeeklyHoursRequestSchema = z
  .object({ hours: WeeklyHoursSchema, ...bookingChoice })
  .superRefine(needsReason);
export type WeeklyHoursRequest = z.infer<typeof WeeklyHoursRequestSchema>;

export const StaffClosureSchema = z.object({
  id: z.string(),
  /** Local wall-clock bounds in the clinic's zone, "YYYY-MM-DDTHH:mm", the end excluded. */
  startsLocal: z.string(),
  endsLocal: z.string(),
  reason: z.string(),
  /** Set by the chain for every clinic: only the directory file changes it. */
  chainWide: z.boolean(),
  wholeDay: z.boolean(),
});

export const StaffBlockSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  /** The coming days it falls on, in order. */
  dates: z.array(z.string()),
});

export const ClosuresResponseSchema = z.object({ data: z.object({ closures: z.array(StaffClosureSchema) }) });
export const BlocksResponseSchema = z.object({ data: z.object({ blocks: z.array(StaffBlockSchema) }) });
export const WeeklyHoursResponseSchema = z.object({ data: z.object({ hours: WeeklyHoursSchema }) });

/** The result of a change: planned (a dry run) or applied, with the booked visits it touches. */
export const HoursChangeResponseSchema = z.object({
  data: z.object({
    status: z.enum(['planned', 'applied']),
    /** Booked visits the change forbids (kept or canceled as asked, when applied). */
    affectedVisits: z.number().int(),
    canceledVisits: z.number().int(),
    /** The new closure's or block's id, once applied. */
    id: z.string().nullable(),
  }),
});
