import { z } from 'zod';
import { SchedulerTextsSchema } from './scheduler-texts.js';
import { DisplayTextSchema, templateText } from './vocabulary.js';

/** Labels and messages of the search form 'Find an Appointment' (§2, §5 "Search form"). */
export const SearchFormTextsSchema = z.object({
  heading: DisplayTextSchema,
  appointmentTypeLabel: DisplayTextSchema,
  appointmentTypePlaceholder: DisplayTextSchema,
  appointmentTypeLoading: DisplayTextSchema,
  locationLabel: DisplayTextSchema,
  locationPlaceholder: DisplayTextSchema,
  dateLabel: DisplayTextSchema,
  datePlaceholder: DisplayTextSchema,
  submitLabel: DisplayTextSchema,
  /** The heading shows and hides the form (an accordion); otherwise it is a plain heading. */
  collapsible: z.boolean().optional(),
  /** The heading is kept for screen readers only, for pages that show their own. */
  headingHidden: z.boolean().optional(),
  /** The latest date the form accepts, in days from today; no maximum when absent. */
  maxDaysAhead: z.number().int().min(1).optional(),
  messages: z.object({
    requiredFieldsBanner: DisplayTextSchema,
    appointmentTypeRequired: DisplayTextSchema,
    locationRequired: DisplayTextSchema,
    locationTooShort: DisplayTextSchema,
    locationTooLong: DisplayTextSchema,
    dateInvalid: DisplayTextSchema,
    dateTooEarly: templateText('date'),
    dateTooLate: templateText('date'),
    connectionTrouble: DisplayTextSchema,
    /** Follows connectionTrouble after a client error. */
    refreshAdvice: DisplayTextSchema,
    /** Follows connectionTrouble after a server error. */
    retryAdvice: DisplayTextSchema,
    locationUnavailable: DisplayTextSchema,
  }),
});
export type SearchFormTexts = z.infer<typeof SearchFormTextsSchema>;

/** The 'Need Travel Preparations?' modal offered after a vaccine search (§2 "Modals"). */
export const TravelPromotionTextsSchema = z.object({
  heading: DisplayTextSchema,
  body: DisplayTextSchema,
  acceptLabel: DisplayTextSchema,
  declineLabel: DisplayTextSchema,
});
export type TravelPromotionTexts = z.infer<typeof TravelPromotionTextsSchema>;

export const SchedulerDocumentSchema = SchedulerTextsSchema.extend({
  searchForm: SearchFormTextsSchema,
  travelPromotion: TravelPromotionTextsSchema,
});
export type SchedulerDocument = z.infer<typeof SchedulerDocumentSchema>;
