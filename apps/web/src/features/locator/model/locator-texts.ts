/** The locator's texts (§2, §5, §8). */
export const LOCATOR_TEXTS = {
  heading: 'Find a Clinic',
  description: 'Find a The Local Clinic location near you by ZIP code or city: hours, wait times and appointments.',
  fieldLabel: 'Find a Clinic',
  placeholder: 'Enter ZIP code or City, State',
  find: 'Find',
  useMyLocation: 'Search Using My Location',
  emptySearch: 'Please enter a ZIP code or City, State.',
  noResults:
    'We were unable to find any clinics with the information you provided. Please broaden your search and try again.',
  networkFailure: 'There has been a network failure. Please try again.',
  retry: 'Retry',
  loading: 'Finding clinics',
  invalidStoreHeading: 'Clinic Not Found',
  invalidStoreText:
    "We're sorry, the clinic details page requested does not exist. Please find your clinic using the search tool below.",
  mapLabel: 'Map of the clinics found',
  clinicDetails: 'Clinic Details',
  bookHere: 'Book here',
} as const;

export const CLINIC_DETAILS_TEXTS = {
  loading: 'Loading clinic details',
  viewServices: 'View Services',
  viewPricing: 'View Pricing',
  book: 'Book an appointment here',
  findAnother: 'Find another clinic',
} as const;
