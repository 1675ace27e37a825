import { messageTexts } from '@/lib/i18n/message-texts';
/** Texts of the direct cancel page and the canceled page (§2 Direct cancel page). */
export const CANCEL_PAGE_TEXTS = messageTexts({
  heading: 'cancel.page.heading',
  loadingHeading: 'cancel.page.loadingHeading',
  loading: 'cancel.page.loading',
  when: 'cancel.page.when',
  where: 'cancel.page.where',
  service: 'cancel.page.service',
  services: 'cancel.page.services',
  virtual: 'cancel.page.virtual',
  followupHeading: 'cancel.page.followupHeading',
  followupCanceledNote: 'cancel.page.followupCanceledNote',
  changesHeading: 'cancel.page.changesHeading',
  changesText: 'cancel.page.changesText',
  locationPhone: 'cancel.page.locationPhone',
  cancelHeading: 'cancel.page.cancelHeading',
  cancelButton: 'cancel.page.cancelButton',
  cancelAllButton: 'cancel.page.cancelAllButton',
  canceling: 'cancel.page.canceling',
  notFoundHeading: 'cancel.page.notFoundHeading',
  notFoundText: 'cancel.page.notFoundText',
  alreadyCanceledHeading: 'cancel.page.alreadyCanceledHeading',
  rateLimitedHeading: 'cancel.page.rateLimitedHeading',
  rateLimitedText: 'cancel.page.rateLimitedText',
  errorHeading: 'cancel.page.errorHeading',
  errorText: 'cancel.page.errorText',
  retry: 'cancel.page.retry',
  scheduleLink: 'cancel.page.scheduleLink',
  helpPhone: 'cancel.page.helpPhone',
});

export const CANCELED_PAGE_TEXTS = messageTexts({
  heading: 'cancel.canceled.heading',
  text: 'cancel.canceled.text',
  backToScheduler: 'cancel.canceled.backToScheduler',
});
