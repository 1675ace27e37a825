/** §2 slot calendar texts, shared by the results cards and the manage page. */
export const SLOT_CALENDAR_TEXTS = {
  showMore: 'Show More',
  showLess: 'Show Less',
  nextAvailable: (date: string) => `See Next Available Appointment ${date}`,
  previousDays: 'Previous days',
  nextDays: 'Next days',
  loadingTimes: 'Loading appointment times',
  noTimesOnDay: 'No times',
  slotKeyboardHint: 'Use the arrow keys to move between appointment times.',
} as const;
