import { bundledContent, bundledDocumentEntries } from '@hs/content';
import type { Page } from '@playwright/test';
import { JOURNEY_CLOSURE_REASONS } from '../../apps/api/src/test/journey-words.js';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from '../../apps/web/src/locales/pseudo-text.js';
import { type MessageId, messagesOf } from '../../apps/web/src/locales/source-messages.js';

/**
 * The pseudo-language run (decision 057): every message accented, 40 % longer and between markers, so any text
 * on a page without them bypassed the catalog. Data (names, addresses, codes: marked `translate="no"`), a text in
 * a language of its own (the language switch) and the content service's words (translated as content objects, with a
 * check of their own, the directory's words among them: services' names, closures' reasons, ride-share offers) are
 * the texts that may show without them; a directory word the content service lacks shows as text outside it.
 */

/** A message as the pseudo-language shows it, to find a control by its name. */
export const pseudo = (id: MessageId, values: Record<string, string | number> = {}): string =>
  messagesOf()
    [id]!.split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? String(values[part.slice(1, -1)] ?? '') : pseudoText(part)))
    .join('');

function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) for (const inner of value) strings(inner, into);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) strings(inner, into);
  return into;
}

/** Every text of the bundled content, English and Spanish, and the words the journeys' data adds to the store. */
const contentTexts = [
  ...strings(
    [...bundledContent, ...bundledDocumentEntries].map((entry) => entry.data),
    new Set(Object.values(JOURNEY_CLOSURE_REASONS).map((reason) => reason.source)),
  ),
].filter((text) => /[A-Za-z]{2}/.test(text));

/** Whether a text on the page is one of the content service's, its placeholders filled in. */
function fromContent(text: string): boolean {
  return contentTexts.some((content) => {
    if (content === text || (text.length > 3 && content.includes(text))) return true;
    const [lead = '', ...rest] = content.split(/\{\w+\}/);
    return rest.length > 0 && lead.length > 3 && text.startsWith(lead) && text.endsWith(rest.at(-1) ?? '');
  });
}

/** The visible texts of the page that show no pseudo-language markers and are no data, content or own language. */
export async function textsOutsideTheCatalog(page: Page): Promise<string[]> {
  const texts = await page.evaluate(
    ([open, close]) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!/[A-Za-z]{2}/.test(text) || text.includes(open!) || text.includes(close!)) continue;
        const element = node.parentElement;
        if (!element || element.closest('script, style, [translate="no"], [lang]:not(html)')) continue;
        if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('.visually-hidden')) continue;
        found.push(text);
      }
      // Map pins are named after their clinic, and SVG has no translate attribute to say so.
      const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
        .filter((element) => !(element instanceof SVGElement))
        .flatMap((element) =>
          ['aria-label', 'placeholder', 'title']
            .map((name) => element.getAttribute(name) ?? '')
            .filter((value) => /[A-Za-z]{2}/.test(value) && !value.includes(open!) && !value.includes(close!))
            .filter(() => !element.closest('[translate="no"], [lang]:not(html)')),
        );
      return [...found, ...labels];
    },
    [PSEUDO_OPEN, PSEUDO_CLOSE],
  );
  return [...new Set(texts)].filter((text) => !fromContent(text));
}

/** Whether anything on the page is wider than the window (a layout broken by longer words). */
export const overflowsHorizontally = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
