import { messageTexts } from '@/lib/i18n/message-texts';
/** The locator's texts (§2, §5, §8). */
export const LOCATOR_TEXTS = messageTexts({
  heading: 'locator.heading',
  description: 'locator.description',
  fieldLabel: 'locator.fieldLabel',
  placeholder: 'locator.placeholder',
  find: 'locator.find',
  useMyLocation: 'locator.useMyLocation',
  emptySearch: 'locator.emptySearch',
  noResults: 'locator.noResults',
  networkFailure: 'locator.networkFailure',
  retry: 'locator.retry',
  loading: 'locator.loading',
  invalidStoreHeading: 'locator.invalidStoreHeading',
  invalidStoreText: 'locator.invalidStoreText',
  mapLabel: 'locator.mapLabel',
  clinicDetails: 'locator.clinicDetails',
  bookHere: 'locator.bookHere',
});

export const CLINIC_DETAILS_TEXTS = messageTexts({
  loading: 'locator.details.loading',
  viewServices: 'locator.details.viewServices',
  viewPricing: 'locator.details.viewPricing',
  book: 'locator.details.book',
  findAnother: 'locator.details.findAnother',
});
