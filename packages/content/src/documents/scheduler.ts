import { z } from 'zod';
import { SchedulerTextsSchema, schedulerTexts } from '../objects/scheduler-texts.js';
import { defineDocument } from '../registry.js';
import { DisplayTextSchema, templateText } from '../vocabulary.js';

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

/** The textcollection 'scheduler': /content/textcollection/1.0.0/scheduler.json */
export const schedulerDocument = defineDocument('textcollection', 'scheduler', SchedulerDocumentSchema, {
  ...schedulerTexts.data,
  searchForm: {
    heading: 'Find an Appointment',
    appointmentTypeLabel: 'Appointment Type',
    appointmentTypePlaceholder: 'Choose one',
    appointmentTypeLoading: 'Fetching values...',
    locationLabel: 'Location',
    locationPlaceholder: 'ZIP or City, State',
    dateLabel: 'Date',
    datePlaceholder: 'mm/dd/yyyy',
    submitLabel: 'Find Appointment',
    collapsible: true,
    headingHidden: false,
    messages: {
      requiredFieldsBanner: 'Please fill out all required fields to continue',
      appointmentTypeRequired: 'Appointment Type is a required field.',
      locationRequired: 'Location is a required field.',
      locationTooShort: 'Location must be 2 characters or more.',
      locationTooLong: 'Location must be 100 characters or less.',
      dateInvalid: 'Date is invalid',
      dateTooEarly: 'Date must be on or after {date}.',
      dateTooLate: 'Date must be on or before {date}.',
      connectionTrouble: "We're having trouble connecting at the moment.",
      refreshAdvice: 'Please refresh the page to try again.',
      retryAdvice: 'Please try again shortly.',
      locationUnavailable:
        "We're unable to find a provider in this location. Please enter another city, state, or ZIP code and try again.",
    },
  },
  travelPromotion: {
    heading: 'Need Travel Preparations?',
    body: 'Traveling outside the country? Add a travel vaccine visit and our providers will review the vaccines and medicines recommended for your destination.',
    acceptLabel: 'Add Travel Vaccines',
    declineLabel: 'No',
  },
});
