import { schedulerTexts } from '../objects/scheduler-texts.js';
import { defineDocument } from '../registry.js';
import type { SchedulerDocument } from '../schemas/scheduler-document.js';

/** The textcollection 'scheduler': /content/textcollection/1.0.0/scheduler.json */
export const schedulerDocument = defineDocument<SchedulerDocument>(
  'textcollection',
  'scheduler',
  () => import('../schemas/scheduler-document.js').then((module) => module.SchedulerDocumentSchema),
  {
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
  },
  ['es'],
);
