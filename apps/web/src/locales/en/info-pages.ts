/** The clinic information pages around their content. */
export const infoPages = {
  'infoPages.nextSteps': 'Next steps',
  'infoPages.loadingServices': 'Loading services',
  'infoPages.servicesFailed':
    'The list of services could not be loaded just now. You can still book an appointment or call us.',
  'infoPages.servicesHeading': 'Services we offer',
  'infoPages.ageGeneral': '{months} months and older',
  'infoPages.ageInState': '{months} months and older in {state}',
  'infoPages.ageWithExceptions': '{general} ({exceptions})',
  'infoPages.seePatients': 'We see patients {ages}.',
  'infoPages.loadingNotice': 'Loading the notice',
  'infoPages.loadingPage': 'Loading the page',
} as const;
