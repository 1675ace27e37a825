/** Texts of the prescreen page itself, shown before (or instead of) a prescreen's own content. */
export const PRESCREEN_PAGE_TEXTS = {
  heading: 'Tell Us About Your Visit',
  loading: 'Loading questions',
  loadError: "We're having trouble connecting at the moment. Please refresh the page to try again.",
  stepperLabel: 'Questions before booking',
} as const;
