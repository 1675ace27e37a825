import { z } from 'zod';

/**
 * How a clinic's waitlist offers went over some days (issue 34): counts and two figures, never a patient. The days
 * are calendar dates on the clinic's clock, both included, and count the offers made on them; left out, the last
 * 30 days (today included), which is as far back as ended entries' offers are kept.
 */
export const WaitlistFiguresQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type WaitlistFiguresQuery = z.infer<typeof WaitlistFiguresQuerySchema>;

const count = z.number().int().min(0);

export const WaitlistFiguresSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  offers: z.object({
    made: count,
    accepted: count,
    declined: count,
    /** Ran out unanswered. */
    expired: count,
    /** The patient left the waitlist while the offer stood. */
    withdrawn: count,
    /** Still held for the patient. */
    open: count,
  }),
  /** Accepted of the offers that ended (all but the open ones), 0 to 1; null when none ended. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
  /**
   * The median of how many days sooner accepted offers saw the patient: than the appointment an "earlier" entry
   * moved, or than the last day a "notify me" entry asked for. Null when none was accepted.
   */
  medianDaysEarlier: z.number().min(0).nullable(),
});
export type WaitlistFigures = z.infer<typeof WaitlistFiguresSchema>;

export const WaitlistFiguresResponseSchema = z.object({ data: z.object({ waitlist: WaitlistFiguresSchema }) });
