import type { Config } from '#api/config.js';
import { contactOfBooking } from '#api/modules/appointments';
import type { VisitRecord } from './visit-record.js';

/**
 * How the patient would hear of a cancellation, by the rule the outbox follows: e-mail always, a text when
 * they agreed to texts on a mobile; nothing at all when this deployment sends no messages.
 */
export function channelsOf(config: Config, record: VisitRecord): { email: boolean; sms: boolean } {
  if (!config.NOTIFICATIONS) return { email: false, sms: false };
  const { basicInfo, consentDetails } = record;
  const contact = contactOfBooking({
    basicInfo: { firstName: basicInfo.firstName, email: basicInfo.email ?? '', phone: basicInfo.phone ?? '' },
    consentDetails: { smsConsent: consentDetails?.smsConsent === 'Yes' ? 'Yes' : undefined },
  });
  return { email: contact.email !== '', sms: contact.textsAllowed && contact.phone !== '' };
}
