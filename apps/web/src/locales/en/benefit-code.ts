/** The benefit code screen (§2, §5, §8), word for word. */
export const benefitCode = {
  'benefitCode.heading': 'A benefit code is needed to find availability',
  'benefitCode.intro':
    'Your employer or health plan offers visits at selected locations. Enter your benefit code to see the locations that accept it.',
  'benefitCode.required': 'You must enter a benefit code.',
  'benefitCode.invalid': 'Your benefit code entry is invalid. Please try again.',
  'benefitCode.network': 'There is a network error. Please try again.',
  'benefitCode.field': 'Benefit code',
  'benefitCode.hint': 'You can find it in the letter or e-mail from your employer or health plan.',
  'benefitCode.submit': 'Continue',
  'benefitCode.validating': 'Checking your benefit code',
} as const;
