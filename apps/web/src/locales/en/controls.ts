/** The own words of the shared controls that only pages after the search use. */
export const controls = {
  'controls.phone.rideShare': 'Ride-share help',
  'controls.stepper.label': 'Progress',
  'controls.stepper.completed': '(completed)',
  'controls.stepper.step': 'Step',
  'controls.stepper.counter': '{current} of {count}',
  'controls.pages.previous': 'Previous',
  'controls.pages.previousLabel': 'Previous page',
  'controls.pages.next': 'Next',
  'controls.pages.nextLabel': 'Next page',
  'controls.pages.page': 'Page {number}',
  'controls.pages.pageHidden': 'Page ',
} as const;
