/** The search page's own words; its form's texts come from the content service (textcollection 'scheduler'). */
export const search = {
  'search.loadingForm': 'Loading the search form',
  'search.benefitCodeVerified': 'Benefit code has been verified',
  'search.fixedClinic.label': 'Clinic',
  'search.fixedClinic.loading': 'Loading the clinic',
  'search.fixedClinic.release': 'Choose another location',
  'search.loadingStates': 'Loading states',
} as const;
