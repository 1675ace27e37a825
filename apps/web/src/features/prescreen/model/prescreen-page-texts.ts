import { messageTexts } from '@/lib/i18n/message-texts';
/** Texts of the prescreen page itself, shown before (or instead of) a prescreen's own content. */
export const PRESCREEN_PAGE_TEXTS = messageTexts({
  heading: 'prescreen.page.heading',
  loading: 'prescreen.page.loading',
  loadError: 'prescreen.page.loadError',
  stepperLabel: 'prescreen.page.stepperLabel',
});
