// Kept apart from the schemas that use them: the web app's request builders need the numbers, not zod.

export const AVAILABILITY_LIMITS = {
  /** Results per search (§9 locator cap); also the most provider ids one timeslots call may name. */
  maxResults: 50,
  maxLocationIds: 50,
  /** Services booked together in one visit; more cannot fit a sensible slot. */
  maxServiceIds: 10,
  /** A requested date range; every window is far shorter, this only refuses absurd ranges early. */
  maxRangeDays: 31,
} as const;

/** Search radius in miles: the default covers a metro; the cap keeps a search to one region. */
export const CLINIC_RADIUS_MILES = { default: 25, max: 100 } as const;
