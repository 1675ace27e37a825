/** The prescreen pages (§2, §5, §8). */
export const prescreen = {
  'prescreen.page.heading': 'Tell Us About Your Visit',
  'prescreen.page.loading': 'Loading questions',
  'prescreen.page.loadError': "We're having trouble connecting at the moment. Please refresh the page to try again.",
  'prescreen.page.stepperLabel': 'Questions before booking',
} as const;
