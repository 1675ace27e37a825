import type { NotificationTexts } from '@hs/content';
import { render } from '@react-email/render';
import { createElement } from 'react';
import { AppointmentEmail } from './appointment-email.js';
import { fill, placeOf, textsKey } from './message-texts.js';
import type { MessageView } from './message-view.js';

/** Headings as written, not in capitals; a phone number once, without its tel: link beside it. */
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail in two parts with the same content: HTML laid out for any client and screen width, and the plain
 * text made from it. It names the patient by first name only; what, when, where and the code are all it says
 * about the appointment.
 */
export async function emailContent(texts: NotificationTexts['email'], view: MessageView): Promise<EmailContent> {
  const kind = texts[textsKey(view.kind)];
  const email = createElement(AppointmentEmail, { texts, kind, view });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true, htmlToTextOptions })]);
  return { subject: kind.subject, html, text };
}

/** The text message: what changed, when and where, the link to act on and the carriers' STOP wording. */
export function smsContent(texts: NotificationTexts['sms'], view: MessageView): string {
  const link = view.links.bookAgain ?? view.links.manage;
  return fill(texts[textsKey(view.kind)], { when: view.when.short, place: placeOf(view), link });
}
