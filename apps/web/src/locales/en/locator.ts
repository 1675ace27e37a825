/** The clinic locator and clinic pages (§2, §5, §8). */
export const locator = {
  'locator.heading': 'Find a Clinic',
  'locator.description':
    'Find a The Local Clinic location near you by ZIP code or city: hours, wait times and appointments.',
  'locator.fieldLabel': 'Find a Clinic',
  'locator.placeholder': 'Enter ZIP code or City, State',
  'locator.find': 'Find',
  'locator.useMyLocation': 'Search Using My Location',
  'locator.emptySearch': 'Please enter a ZIP code or City, State.',
  'locator.noResults':
    'We were unable to find any clinics with the information you provided. Please broaden your search and try again.',
  'locator.networkFailure': 'There has been a network failure. Please try again.',
  'locator.retry': 'Retry',
  'locator.loading': 'Finding clinics',
  'locator.invalidStoreHeading': 'Clinic Not Found',
  'locator.invalidStoreText':
    "We're sorry, the clinic details page requested does not exist. Please find your clinic using the search tool below.",
  'locator.mapLabel': 'Map of the clinics found',
  'locator.clinicDetails': 'Clinic Details',
  'locator.bookHere': 'Book here',
  'locator.details.loading': 'Loading clinic details',
  'locator.details.viewServices': 'View Services',
  'locator.details.viewPricing': 'View Pricing',
  'locator.details.book': 'Book an appointment here',
  'locator.details.findAnother': 'Find another clinic',
} as const;
