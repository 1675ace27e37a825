/** §2 address verification dialog texts. */
export const ADDRESS_DIALOG_TEXTS = {
  correctedTitle: 'Confirm Your Address',
  corrected:
    'We found this verified address that closely matches what you entered. Do you want us to update your address?',
  unverifiedTitle: 'Address Not Verified',
  unverified: 'We were unable to verify the address entered. Do you want to use this address anyway?',
  suggestedLabel: 'Verified address',
  enteredLabel: 'Address you entered',
  useSelected: 'Use Selected Address',
  useAnyway: 'Use This Address',
  edit: 'Edit Address',
  checking: 'Checking your address…',
} as const;
