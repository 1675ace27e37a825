import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/** Texts of joining the waitlist (decision 060). */
export const JOIN_TEXTS = messageTexts({
  notifyOpen: 'waitlist.join.notifyOpen',
  earlierOpen: 'waitlist.join.earlierOpen',
  earlierIntro: 'waitlist.join.earlierIntro',
  channel: 'waitlist.join.channel',
  email: 'waitlist.join.email',
  text: 'waitlist.join.text',
  emailLabel: 'waitlist.join.emailLabel',
  phoneLabel: 'waitlist.join.phoneLabel',
  phoneHint: 'waitlist.join.phoneHint',
  consent: 'waitlist.join.consent',
  submit: 'waitlist.join.submit',
  sending: 'waitlist.join.sending',
  codeSentEmail: 'waitlist.join.codeSentEmail',
  codeSentText: 'waitlist.join.codeSentText',
  codeLabel: 'waitlist.join.codeLabel',
  confirm: 'waitlist.join.confirm',
  confirming: 'waitlist.join.confirming',
  done: 'waitlist.join.done',
  required: 'waitlist.join.required',
  invalidEmail: 'waitlist.join.invalidEmail',
  invalidPhone: 'waitlist.join.invalidPhone',
  consentRequired: 'waitlist.join.consentRequired',
  invalidCode: 'waitlist.join.invalidCode',
  failed: 'waitlist.join.failed',
  notifyIntro: (date: string) => translate('waitlist.join.notifyIntro', { date }),
});
