import { notificationTexts } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { type EmailContent, emailContent, smsContent } from './email-content.js';
import { MESSAGE_KINDS, SAMPLE_FACTS, SAMPLE_PUBLIC_URL, sampleView } from './message-samples.js';
import type { MessageKind } from './outbox.repository.js';

const texts = notificationTexts.data;
const MAP_LINK = 'https://www.google.com/maps/search/?api=1&query=';

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/** Every href of the HTML part, decoded. */
const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => decode(match[1]!));

describe('the e-mail of each kind of message', () => {
  for (const kind of MESSAGE_KINDS) {
    it(`${kind}: links only to the site, a map or the clinic's phone, with a preheader and a plain-text part`, async () => {
      const view = sampleView(kind);
      const email = await emailContent(texts.email, view);
      const { html, text } = email;

      const hrefs = hrefsOf(html);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const allowed =
          href.startsWith(`${SAMPLE_PUBLIC_URL}/`) || href.startsWith(MAP_LINK) || /^tel:\+1\d{10}$/.test(href);
        expect(allowed, href).toBe(true);
        expect(href).not.toMatch(/undefined|null|\{|\}|#$/);
      }
      expect(hrefs).toContain(`${MAP_LINK}${encodeURIComponent('5088 Cedar Ave, Cincinnati, OH 45202')}`);
      expect(hrefs).toContain('tel:+15135550122');
      for (const image of html.match(/<img\b[^>]*>/g) ?? []) expect(image).toMatch(/\salt="[^"]+"/);
      expect(html).not.toMatch(/\{(when|place|firstName|link)\}/);
      expect(html).toMatch(/<html[^>]*lang="en"/);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      // One column no wider than 600 px that shrinks with the screen.
      expect(html).toMatch(/max-width:600px;width:100%/);

      // The preheader: the inbox's preview line, hidden in the message itself and left out of the text part.
      const preheader = /<div style="display:none[^"]*"[^>]*data-skip-in-text="true">([^<]*)/.exec(html)?.[1];
      expect(preheader).toContain('Tue, Dec 1 at 9:00 AM ET');
      expect(text).not.toContain(preheader!.trim());

      // The plain text says the same: what, when (as the pages write it: ET, not EST), where, the code, the links.
      expect(text).toContain('Hello Amara,');
      expect(text).toContain('Flu Vaccine, Shingles Vaccine Dose 1');
      expect(text).toContain('Tuesday, December 1, 2026');
      expect(text).toContain('9:00 AM ET');
      expect(`${html}\n${text}`).not.toMatch(/\bE[SD]T\b/);
      expect(text).toContain(SAMPLE_FACTS.providerName);
      expect(text).toContain('5088 Cedar Ave, Cincinnati, OH 45202');
      expect(text).toContain('(513) 555-0122');
      if (view.confirmCode) expect(text).toContain('7KQ4-9XM2-PD');
      for (const href of hrefs.filter((link) => !link.startsWith('tel:'))) expect(text).toContain(href);
      expect(text).not.toMatch(/\{(when|place|firstName|link)\}|undefined/);
    });
  }

  it('words each change its own way, and never says a cancellation adds to the calendar', async () => {
    const rendered = Object.fromEntries(
      await Promise.all(MESSAGE_KINDS.map(async (kind) => [kind, await emailContent(texts.email, sampleView(kind))])),
    ) as Record<MessageKind, EmailContent>;
    expect(new Set(Object.values(rendered).map((email) => email.subject)).size).toBe(MESSAGE_KINDS.length);
    expect(rendered.relocation.text).toContain(
      'has moved to The Local Clinic at Harvest Market – Cedar Ave, Cincinnati, 5088 Cedar Ave, Cincinnati, OH 45202',
    );
    for (const kind of ['cancellation', 'clinic-cancellation'] as const) {
      expect(rendered[kind].text).not.toMatch(/adds this appointment/);
      expect(rendered[kind].text).toContain('removes this appointment from your calendar');
      expect(rendered[kind].text).toContain(`Book another appointment ${SAMPLE_PUBLIC_URL}/health-services/scheduler`);
      expect(rendered[kind].html).not.toContain('/cancel/');
    }
    expect(rendered.reminder.text).toContain('Stop reminders for this appointment');
  });

  it('texts what changed, when and where, in the short form, with a link to the site', () => {
    const sms = Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [kind, smsContent(texts.sms, sampleView(kind))]),
    ) as Record<MessageKind, string>;
    const clinic = SAMPLE_FACTS.providerName;
    expect(sms.confirmation).toMatch(
      new RegExp(
        `^The Local Clinic: your appointment on Tue, Dec 1 at 9:00 AM ET at ${clinic} is confirmed\\. Manage: ${SAMPLE_PUBLIC_URL}/health-services/scheduler/manage `,
      ),
    );
    expect(sms.reschedule).toContain(`your appointment has moved to Tue, Dec 1 at 9:00 AM ET at ${clinic}.`);
    expect(sms.relocation).toContain(
      `moved to another clinic: ${clinic}, 5088 Cedar Ave, Cincinnati, OH 45202, on Tue, Dec 1 at 9:00 AM ET.`,
    );
    expect(sms.cancellation).toContain(
      `on Tue, Dec 1 at 9:00 AM ET at ${clinic} is canceled. Book again: ${SAMPLE_PUBLIC_URL}/health-services/scheduler `,
    );
    expect(sms['clinic-cancellation']).toContain(
      `${clinic} had to cancel your appointment on Tue, Dec 1 at 9:00 AM ET.`,
    );
    expect(sms.reminder).toContain('reminder of your appointment on Tue, Dec 1 at 9:00 AM ET');
    for (const body of Object.values(sms)) {
      expect(body).toMatch(/Reply STOP to opt out, HELP for help\.( Msg & data rates may apply\.)$/);
      expect(body).not.toMatch(/flu|vaccine|shingles/i);
    }
  });
});
