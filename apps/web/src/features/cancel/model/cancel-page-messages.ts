/** Texts of the direct cancel page and the canceled page (§2 Direct cancel page). */
export const CANCEL_PAGE_TEXTS = {
  heading: 'You have a confirmed appointment!',
  loadingHeading: 'Your Appointment',
  loading: 'Loading your appointment',
  when: 'When',
  where: 'Where',
  service: 'Service',
  services: 'Services',
  virtual: 'Video visit',
  followupHeading: 'Your 2nd appointment',
  followupCanceledNote: 'Canceling this appointment also cancels your 2nd appointment.',
  changesHeading: 'Need to make a change?',
  changesText: 'To change your appointment, call',
  locationPhone: 'Or call the location directly at',
  cancelHeading: 'Cancel your appointment',
  cancelButton: 'Cancel Appointment',
  cancelAllButton: 'Cancel Both Appointments',
  canceling: 'Canceling your appointment',
  notFoundHeading: "We couldn't find this appointment",
  notFoundText:
    'Please check that you opened the full link from your confirmation email. If it still does not work, call us and we will help.',
  alreadyCanceledHeading: 'This appointment has already been canceled.',
  rateLimitedHeading: 'Too many attempts',
  rateLimitedText: 'For your security, please wait a few minutes before trying again.',
  errorHeading: "We're having trouble connecting at the moment.",
  errorText: 'Please try again shortly.',
  retry: 'Try Again',
  scheduleLink: 'Schedule an Appointment',
  helpPhone: 'Questions? Call',
} as const;

export const CANCELED_PAGE_TEXTS = {
  heading: 'Your appointment has been canceled!',
  text: 'You can book a new appointment at any time.',
  backToScheduler: 'Schedule Another Appointment',
} as const;
