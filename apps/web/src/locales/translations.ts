import PO from 'pofile';

/** The flag a translation carries until a qualified medical translator has reviewed it. */
export const NEEDS_REVIEW_FLAG = 'needs-review';

export interface Translation {
  /** The English text it was translated from (the entry's msgid): a changed source leaves it stale. */
  source: string;
  text: string;
  needsReview: boolean;
}

/**
 * Reads a gettext catalog whose entries name their message by context (`msgctxt`, the message id), carry the
 * English source as `msgid` (what translators' tools show) and the translation as `msgstr`.
 */
export function parseTranslations(po: string): Map<string, Translation> {
  const translations = new Map<string, Translation>();
  for (const item of PO.parse(po).items) {
    if (item.obsolete) continue;
    const id = item.msgctxt;
    if (!id) throw new Error(`A translation of "${item.msgid}" has no msgctxt naming its message.`);
    if (translations.has(id)) throw new Error(`The message ${id} is translated twice.`);
    translations.set(id, {
      source: item.msgid,
      text: item.msgstr.join(''),
      needsReview: Boolean(item.flags[NEEDS_REVIEW_FLAG]),
    });
  }
  return translations;
}
