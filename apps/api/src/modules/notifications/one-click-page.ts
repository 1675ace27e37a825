import { type Language, LOCALES } from '@hs/domain';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The words of a one-click page in one language. */
export interface OneClickPageTexts {
  title: string;
  question: string;
  button: string;
  done: string;
  invalid: string;
}

export type OneClickPageState = { kind: 'ask'; action: string } | { kind: 'done' } | { kind: 'invalid' };

/**
 * The small page behind a message's one-click link (a reminder's opt-out, a waitlist entry's leave link). Opening
 * the link only asks; the button (or a mail client's one-click POST) makes the change, so a link scanner that
 * follows every link changes nothing.
 */
export function oneClickPage(language: Language, texts: OneClickPageTexts, state: OneClickPageState): string {
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
