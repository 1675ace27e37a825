import { messageTexts } from '@/lib/i18n/message-texts';
/** §2 address verification dialog texts. */
export const ADDRESS_DIALOG_TEXTS = messageTexts({
  correctedTitle: 'schedule.address.correctedTitle',
  corrected: 'schedule.address.corrected',
  unverifiedTitle: 'schedule.address.unverifiedTitle',
  unverified: 'schedule.address.unverified',
  suggestedLabel: 'schedule.address.suggestedLabel',
  enteredLabel: 'schedule.address.enteredLabel',
  useSelected: 'schedule.address.useSelected',
  useAnyway: 'schedule.address.useAnyway',
  edit: 'schedule.address.edit',
  checking: 'schedule.address.checking',
});
