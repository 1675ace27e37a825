/** The 404 page, loaded only where a path has no page. */
export const notFound = {
  'notFound.title': 'Page not found',
  'notFound.heading': "Oh no 404! Can't find page.",
  'notFound.lead': 'The page you asked for does not exist or has moved. Try one of these instead.',
  'notFound.manage': 'Looking for an appointment you booked?',
  'notFound.finder.heading': 'What are you looking for?',
  'notFound.finder.clinicTitle': 'Book a clinic visit',
  'notFound.finder.clinicText': 'Sick visits, vaccines, physicals and health screenings.',
  'notFound.finder.dietitianTitle': 'See a dietitian online',
  'notFound.finder.dietitianText': 'Telenutrition visits with a registered dietitian.',
  'notFound.finder.pharmacyTitle': 'Get vaccinated at the pharmacy',
  'notFound.finder.pharmacyText': 'Vaccines at the pharmacy counter, and how to get one.',
  'notFound.finder.locatorTitle': 'Find a clinic',
  'notFound.finder.locatorText': 'Clinic locations, hours and services near you.',
} as const;
