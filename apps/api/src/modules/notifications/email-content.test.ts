import type { Language } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { type EmailContent, emailContent, smsContent } from './email-content.js';
import { MESSAGE_KINDS, SAMPLE_FACTS, SAMPLE_PUBLIC_URL, sampleView } from './message-samples.js';
import type { MessageKind } from './outbox.repository.js';

const MAP_LINK = 'https://www.google.com/maps/search/?api=1&query=';

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/** Spaces as any ICU writes them: some put a narrow no-break space before AM and PM. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** What the sample appointment's e-mail says in each language. */
const WRITTEN: Record<Language, { html: string; hello: string; date: string; time: string; short: string }> = {
  en: {
    html: 'en-US',
    hello: 'Hello Amara,',
    date: 'Tuesday, December 1, 2026',
    time: '9:00 AM ET',
    short: 'Tue, Dec 1, 9:00 AM ET',
  },
  es: {
    html: 'es-US',
    hello: 'Hola, Amara:',
    date: 'martes, 1 de diciembre de 2026',
    time: '9:00 a.m. ET',
    short: 'mar, 1 de dic, 9:00 a.m. ET',
  },
};

/** Every href of the HTML part, decoded. */
const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => decode(match[1]!));

describe('the e-mail of each kind of message', () => {
  for (const kind of MESSAGE_KINDS) {
    it.each(['en', 'es'] as const)(
      `${kind} (%s): links only to the site, a map or the clinic's phone, with a preheader and a plain-text part`,
      async (language) => {
        const view = sampleView(kind, { ...SAMPLE_FACTS, language });
        const written = WRITTEN[language];
        const email = await emailContent(view);
        const html = plain(email.html);
        const text = plain(email.text);

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
        expect(html).toMatch(new RegExp(`<html[^>]*lang="${written.html}"`));
        expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
        // One column no wider than 600 px that shrinks with the screen.
        expect(html).toMatch(/max-width:600px;width:100%/);

        // The preheader: the inbox's preview line, hidden in the message itself and left out of the text part.
        const preheader = /<div style="display:none[^"]*"[^>]*data-skip-in-text="true">([^<]*)/.exec(html)?.[1];
        expect(preheader).toContain(written.short);
        expect(text).not.toContain(preheader!.trim());

        // The plain text says the same: what, when (as the pages write it: ET, not EST), where, the code, the links.
        expect(text).toContain(written.hello);
        expect(text).toContain('Flu Vaccine, Shingles Vaccine Dose 1');
        expect(text).toContain(written.date);
        expect(text).toContain(written.time);
        expect(`${html}\n${text}`).not.toMatch(/\bE[SD]T\b/);
        expect(text).toContain(SAMPLE_FACTS.providerName);
        expect(text).toContain('5088 Cedar Ave, Cincinnati, OH 45202');
        expect(text).toContain('(513) 555-0122');
        if (view.confirmCode) expect(text).toContain('7KQ4-9XM2-PD');
        for (const href of hrefs.filter((link) => !link.startsWith('tel:'))) expect(text).toContain(href);
        expect(text).not.toMatch(/\{(when|place|firstName|link)\}|undefined/);
      },
    );
  }

  it('words each change its own way, and never says a cancellation adds to the calendar', async () => {
    const rendered = Object.fromEntries(
      await Promise.all(MESSAGE_KINDS.map(async (kind) => [kind, await emailContent(sampleView(kind))])),
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

  it('says each change its own way in Spanish too, in the words of the catalog', async () => {
    const spanish = { ...SAMPLE_FACTS, language: 'es' as const };
    const subjects = await Promise.all(
      MESSAGE_KINDS.map(async (kind) => (await emailContent(sampleView(kind, spanish))).subject),
    );
    expect(subjects).toEqual([
      'Su cita en The Local Clinic está confirmada',
      'Su cita en The Local Clinic tiene una nueva hora',
      'Su cita cambió a otra clínica',
      'Su cita en The Local Clinic está cancelada',
      'The Local Clinic tuvo que cancelar su cita',
      'Recordatorio: su cita en The Local Clinic',
    ]);
    const canceled = plain((await emailContent(sampleView('cancellation', spanish))).text);
    expect(canceled).toContain(
      `Su cita del martes, 1 de diciembre de 2026, 9:00 a.m. ET en ${SAMPLE_FACTS.providerName} está cancelada.`,
    );
    expect(canceled).toContain('El archivo de calendario adjunto quita esta cita de su calendario.');
    expect(canceled).toContain(`Hacer otra cita ${SAMPLE_PUBLIC_URL}/health-services/scheduler`);
    const reminder = plain((await emailContent(sampleView('reminder', spanish))).text);
    expect(reminder).toContain('No recibir más recordatorios de esta cita');
    expect(reminder).toContain('language=es');
  });

  it('texts what changed, when and where (by its street), in the short form, with the STOP wording', () => {
    const texts = (language: Language) =>
      Object.fromEntries(
        MESSAGE_KINDS.map((kind) => [kind, smsContent(sampleView(kind, { ...SAMPLE_FACTS, language }))]),
      ) as Record<MessageKind, string>;
    expect(texts('en')).toEqual({
      confirmation:
        'The Local Clinic: your appointment is booked for Tue, Dec 1, 9:00 AM ET, 5088 Cedar Ave. Reply STOP to opt out.',
      reschedule:
        'The Local Clinic: your appointment has a new time: Tue, Dec 1, 9:00 AM ET, 5088 Cedar Ave. Reply STOP to opt out.',
      relocation:
        'The Local Clinic: your appointment moved to another clinic: 5088 Cedar Ave, Tue, Dec 1, 9:00 AM ET. Reply STOP to opt out.',
      cancellation:
        'The Local Clinic: your appointment on Tue, Dec 1, 9:00 AM ET, 5088 Cedar Ave, is canceled. Reply STOP to opt out.',
      'clinic-cancellation':
        'The Local Clinic: we are sorry, we had to cancel your appointment on Tue, Dec 1, 9:00 AM ET, 5088 Cedar Ave. Reply STOP to opt out.',
      reminder:
        'The Local Clinic: reminder of your appointment on Tue, Dec 1, 9:00 AM ET, 5088 Cedar Ave. Reply STOP to opt out.',
    });
    expect(texts('es')).toEqual({
      confirmation:
        'The Local Clinic: su cita está confirmada para el mar, 1 de dic, 9:00 a.m. ET, 5088 Cedar Ave. Responda STOP para salir.',
      reschedule:
        'The Local Clinic: su cita tiene nueva hora: mar, 1 de dic, 9:00 a.m. ET, 5088 Cedar Ave. Responda STOP para salir.',
      relocation:
        'The Local Clinic: su cita pasó a otra clínica: 5088 Cedar Ave, mar, 1 de dic, 9:00 a.m. ET. Responda STOP para salir.',
      cancellation:
        'The Local Clinic: su cita del mar, 1 de dic, 9:00 a.m. ET, 5088 Cedar Ave, está cancelada. Responda STOP para salir.',
      'clinic-cancellation':
        'The Local Clinic: lamentamos cancelar su cita del mar, 1 de dic, 9:00 a.m. ET, 5088 Cedar Ave. Responda STOP para salir.',
      reminder:
        'The Local Clinic: le recordamos su cita del mar, 1 de dic, 9:00 a.m. ET, 5088 Cedar Ave. Responda STOP para salir.',
    });
    const video = { ...SAMPLE_FACTS, providerKind: 'virtual' as const, addressLine1: null, language: 'es' as const };
    expect(smsContent(sampleView('reminder', video))).toContain(
      'su cita del mar, 1 de dic, 9:00 a.m. ET, visita por video.',
    );
    for (const body of [...Object.values(texts('en')), ...Object.values(texts('es'))]) {
      expect(body).not.toMatch(/[\u00a0\u202f]/);
    }
  });
});
