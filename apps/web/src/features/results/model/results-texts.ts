import { SLOT_CALENDAR_TEXTS } from '@/lib/slot-calendar/slot-calendar-texts';
/** Texts of the results and follow-up screens: the spec's own words (§2, §8) and the labels around them. */
export const RESULTS_TEXTS = {
  ...SLOT_CALENDAR_TEXTS,
  heading: 'Select an Appointment Time',
  followupHeading: 'Select a Follow-up Appointment Time',
  dietitianHeading: (state: string) => `Displaying results for Telenutrition in ${state}`,
  noResults: 'No results found!',
  noAvailabilityTitle: 'No Availability',
  noAvailability: (days: number) =>
    `Your selected service is unavailable within this ${days} day period. Please try another location or date range.`,
  serviceUnavailableTitle: 'Service Unavailable',
  serviceUnavailable: 'Your selected service is unavailable here. Please try another location.',
  maxDaysAhead: (days: number) => `You can only book this type of appointment ${days} days in advance.`,
  leadTimeWarning:
    'The appointment availability dates presented have changed from the date you initially selected because our clinics require more time preparing the vaccination(s) you have selected.',
  selectTime: 'Please select an appointment time to continue.',
  justBooked: 'Unfortunately, the time selected was just booked. Please select a new time.',
  benefitCodeLocationsFailed: 'Benefit code locations failed to load.',
  benefitCodeLocationsAdvice:
    'Please refresh to try again, or search without a benefit code to see appointments at other locations.',
  acceptsBenefitCode: 'This location accepts your benefit code',
  acceptsWalkIns: 'Accepts Walk-ins',
  virtualCare: 'Virtual Care',
  refresh: 'Refresh',
  continue: 'Continue',
  editSearch: 'Edit Search',
  fixedClinic: 'Clinic',
  shownTimeZone: 'Times shown in',
  chosenTimeZone: (label: string) => `${label}, the time zone you chose`,
  searchNearby: (place: string) => `See other clinics near ${place}`,
  updateSearch: 'Update Search',
  loadingResults: 'Finding available appointments',
  mapLabel: 'Map of the clinics in these results',
  editModalTitle: 'Are you sure you want to edit this appointment?',
  editModalBody:
    'Editing your search releases the appointment times you are holding. All appointments must be rescheduled.',
  editModalConfirm: 'Yes, Edit Search',
  editModalCancel: 'No, Keep My Appointment',
  providerFetchServerError: "We're having trouble connecting at the moment. Please try again shortly.",
  providerFetchClientError: "We're having trouble connecting at the moment. Please refresh the page to try again.",
  tryAgain: 'Try Again',
  reserveFailed: "We're having trouble connecting at the moment. Please try again shortly.",
  linkedTimeGone: 'The time you chose is no longer available.',
  linkedTimeNearest: 'These are the nearest times at this clinic:',
  linkedTimeNone: 'This clinic has no other time in these days; see the calendar below or other clinics nearby.',
} as const;

/** What the follow-up screen says about the first appointment and its hold. */
export const HOLD_TEXTS = {
  firstAppointment: 'Your first appointment',
  heldFor: 'We are holding this time for you for',
  holdExpiredTitle: 'Your held time has been released',
  holdExpired:
    'We held your first appointment time for a limited time, and that time has run out, so it may no longer be available. Please choose a time again.',
  pickAgain: 'Choose a Time Again',
} as const;
