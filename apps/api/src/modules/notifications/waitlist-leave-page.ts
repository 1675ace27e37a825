import { type Language, LOCALES } from '@hs/domain';
import { waitlistLeavePageTexts } from './catalog/waitlist-leave-page-texts.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The small page behind a waitlist message's leave link, in the entry's language. Opening the link only asks; the
 * button (or a mail client's one-click POST) takes the entry off the list, so a link scanner changes nothing.
 */
export function waitlistLeavePage(
  language: Language,
  state: { kind: 'ask'; action: string } | { kind: 'done' } | { kind: 'invalid' },
): string {
  const texts = waitlistLeavePageTexts[language];
  const body =
    state.kind === 'ask'
      ? `<p>${escapeHtml(texts.question)}</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit">${escapeHtml(texts.button)}</button></form>`
      : `<p>${escapeHtml(state.kind === 'done' ? texts.done : texts.invalid)}</p>`;
  return `<!doctype html>
<html lang="${LOCALES[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)} - The Local Clinic</title></head>
<body><main><h1>${escapeHtml(texts.title)}</h1>
${body}
</main></body></html>`;
}
