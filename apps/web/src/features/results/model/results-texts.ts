import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/** Texts of the results and follow-up screens: the spec's own words (§2, §8) and the labels around them. */
export const RESULTS_TEXTS = messageTexts({
  heading: 'results.heading',
  followupHeading: 'results.followupHeading',
  dietitianHeading: (state: string) => translate('results.dietitianHeading', { state }),
  noResults: 'results.noResults',
  noAvailabilityTitle: 'results.noAvailabilityTitle',
  noAvailability: (days: number) => translate('results.noAvailability', { days }),
  serviceUnavailableTitle: 'results.serviceUnavailableTitle',
  serviceUnavailable: 'results.serviceUnavailable',
  maxDaysAhead: (days: number) => translate('results.maxDaysAhead', { days }),
  leadTimeWarning: 'results.leadTimeWarning',
  selectTime: 'results.selectTime',
  justBooked: 'results.justBooked',
  benefitCodeLocationsFailed: 'results.benefitCodeLocationsFailed',
  benefitCodeLocationsAdvice: 'results.benefitCodeLocationsAdvice',
  acceptsBenefitCode: 'results.acceptsBenefitCode',
  acceptsWalkIns: 'results.acceptsWalkIns',
  virtualCare: 'results.virtualCare',
  refresh: 'results.refresh',
  continue: 'results.continue',
  editSearch: 'results.editSearch',
  fixedClinic: 'results.fixedClinic',
  shownTimeZone: 'results.shownTimeZone',
  chosenTimeZone: (zone: string) => translate('results.chosenTimeZone', { zone }),
  searchNearby: (place: string) => translate('results.searchNearby', { place }),
  updateSearch: 'results.updateSearch',
  loadingResults: 'results.loadingResults',
  mapLabel: 'results.mapLabel',
  editModalTitle: 'results.editModalTitle',
  editModalBody: 'results.editModalBody',
  editModalConfirm: 'results.editModalConfirm',
  editModalCancel: 'results.editModalCancel',
  providerFetchServerError: 'results.connectionRetry',
  providerFetchClientError: 'results.connectionRefresh',
  tryAgain: 'results.tryAgain',
  reserveFailed: 'results.connectionRetry',
  linkedTimeGone: 'results.linkedTimeGone',
  linkedTimeNearest: 'results.linkedTimeNearest',
  linkedTimeNone: 'results.linkedTimeNone',
});

/** What the follow-up screen says about the first appointment and its hold. */
export const HOLD_TEXTS = messageTexts({
  firstAppointment: 'results.hold.firstAppointment',
  heldFor: 'results.hold.heldFor',
  holdExpiredTitle: 'results.hold.expiredTitle',
  holdExpired: 'results.hold.expired',
  pickAgain: 'results.hold.pickAgain',
});
