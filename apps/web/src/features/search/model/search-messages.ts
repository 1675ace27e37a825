import { LOCATION_LENGTH } from '@hs/domain';
import { formatUsDate, type IsoDate } from '../../../lib/us-date';

/** The search form's messages of spec §5, word for word. */
export const SEARCH_MESSAGES = {
  banner: 'Please fill out all required fields to continue',
  typeRequired: 'Appointment Type is a required field.',
  locationRequired: 'Location is a required field.',
  locationTooShort: `Location must be ${LOCATION_LENGTH.min} characters or more.`,
  // §5 names no location-specific text for the maximum, so the generic max-length message applies.
  locationTooLong: `Input must be ${LOCATION_LENGTH.max} characters or less.`,
  dateInvalid: 'Date is invalid',
  dateTooEarly: (min: IsoDate) => `Date must be on or after ${formatUsDate(min)}.`,
  dateTooLate: (max: IsoDate) => `Date must be on or before ${formatUsDate(max)}.`,
} as const;

export const SEARCH_LABELS = {
  heading: 'Find an Appointment',
  type: 'Appointment Type',
  typePlaceholder: 'Choose one',
  typeLoading: 'Fetching values...',
  location: 'Location',
  locationPlaceholder: 'ZIP or City, State',
  date: 'Date',
  submit: 'Find Appointment',
} as const;
