import type { NotificationTexts } from '@hs/content';
import { type MessageView, whenText } from './message-view.js';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

interface Section {
  label: string;
  lines: string[];
  link?: { label: string; href: string } | undefined;
}

/**
 * The e-mail in two parts with the same content: plain text, and HTML with real headings and no images, so it
 * reads the same in any client, with images blocked and with a screen reader. It names the patient by first
 * name only; what, when, where and the code are all it says about the appointment.
 */
export function emailContent(texts: NotificationTexts['email'], view: MessageView): EmailContent {
  const kind = texts[view.kind];
  const when = whenText(view);
  const sections: Section[] = [
    { label: texts.whatLabel, lines: [view.services] },
    { label: texts.whenLabel, lines: [`${when.date}, ${when.time}`] },
    {
      label: texts.whereLabel,
      lines: [
        view.place.name,
        ...(view.place.virtual ? [texts.virtualLocation] : []),
        ...(view.place.address ? [view.place.address] : []),
        ...(view.place.phone ? [view.place.phone] : []),
      ],
      link: view.place.mapUrl ? { label: texts.mapLinkLabel, href: view.place.mapUrl } : undefined,
    },
    ...(view.confirmCode ? [{ label: texts.codeLabel, lines: [view.confirmCode] }] : []),
  ];
  const links = [
    { label: texts.manageLinkLabel, href: view.links.manage },
    ...(view.links.cancel ? [{ label: texts.cancelLinkLabel, href: view.links.cancel }] : []),
    ...(view.links.optOut ? [{ label: texts.optOutLinkLabel, href: view.links.optOut }] : []),
  ];
  const greeting = fill(texts.greeting, { firstName: view.firstName });
  const closing = [texts.calendarNote, texts.footer];

  const text = [
    kind.heading,
    '',
    greeting,
    kind.intro,
    ...sections.flatMap((section) => [
      '',
      `${section.label}:`,
      ...section.lines,
      ...(section.link ? [`${section.link.label}: ${section.link.href}`] : []),
    ]),
    '',
    ...links.map((link) => `${link.label}: ${link.href}`),
    '',
    ...closing,
  ].join('\n');

  const anchor = (link: { label: string; href: string }) =>
    `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(kind.subject)}</title></head><body>`,
    `<h1>${escapeHtml(kind.heading)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(kind.intro)}</p>`,
    ...sections.map(
      (section) =>
        `<h2>${escapeHtml(section.label)}</h2><p>${section.lines.map(escapeHtml).join('<br>')}</p>` +
        (section.link ? `<p>${anchor(section.link)}</p>` : ''),
    ),
    `<ul>${links.map((link) => `<li>${anchor(link)}</li>`).join('')}</ul>`,
    ...closing.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');

  return { subject: kind.subject, text, html };
}

/** The text message: no health details, only where and when, the manage link and the carriers' STOP wording. */
export function smsContent(texts: NotificationTexts['sms'], view: MessageView): string {
  const when = whenText(view);
  const template = view.kind === 'reminder' ? texts.reminder : texts.confirmation;
  return fill(template, { date: when.date, time: when.time, link: view.links.manage });
}
