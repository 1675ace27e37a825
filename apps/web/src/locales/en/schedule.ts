/** The patient form (§2, §5). */
export const schedule = {
  'schedule.address.correctedTitle': 'Confirm Your Address',
  'schedule.address.corrected':
    'We found this verified address that closely matches what you entered. Do you want us to update your address?',
  'schedule.address.unverifiedTitle': 'Address Not Verified',
  'schedule.address.unverified':
    'We were unable to verify the address entered. Do you want to use this address anyway?',
  'schedule.address.suggestedLabel': 'Verified address',
  'schedule.address.enteredLabel': 'Address you entered',
  'schedule.address.useSelected': 'Use Selected Address',
  'schedule.address.useAnyway': 'Use This Address',
  'schedule.address.edit': 'Edit Address',
  'schedule.address.checking': 'Checking your address…',
} as const;
