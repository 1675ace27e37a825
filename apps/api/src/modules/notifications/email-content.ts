import { fillTemplate } from '@hs/domain';
import { render } from '@react-email/render';
import { createElement } from 'react';
import { AppointmentEmail } from './appointment-email.js';
import { emailTexts } from './catalog/email-texts.js';
import { textMessageTexts } from './catalog/text-message-texts.js';
import { changeTexts, textPlaceOf } from './message-texts.js';
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
 * The e-mail in two parts with the same content, in the appointment's language: HTML laid out for any client and
 * screen width, and the plain text made from it. It names the patient by first name only; what, when, where and
 * the code are all it says about the appointment.
 */
export async function emailContent(view: MessageView): Promise<EmailContent> {
  const kind = changeTexts(view);
  const email = createElement(AppointmentEmail, { texts: emailTexts[view.language], kind, view });
  const [html, text] = await Promise.all([render(email), render(email, { plainText: true, htmlToTextOptions })]);
  return { subject: kind.subject, html, text };
}

/**
 * The text message, in the appointment's language: what changed, when and where, and the carriers' STOP wording.
 * Its spaces are plain ones: some Intl versions write a narrow no-break space before AM and PM, which GSM-7 lacks,
 * so it alone would make an English text UCS-2 and halve its segments.
 */
export function smsContent(view: MessageView): string {
  const texts = textMessageTexts[view.language];
  const values = { when: view.when.short, place: textPlaceOf(view, texts.videoVisit), optOut: texts.optOut };
  return fillTemplate(changeTexts(view).text, values).replace(/[\u00a0\u202f]/g, ' ');
}
