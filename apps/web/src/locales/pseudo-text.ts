const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
/** What opens and closes every piece of pseudo-language text, so a test can tell catalog text from any other. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
/** The pseudo-language is 40 % longer than English, about as much longer as translations run. */
const LENGTHENING = 0.4;
/** The tags a message places its elements with (`<0>…</0>`): they stay as they are. */
const TAG = /(<\/?\d+\/?>)/;

function accented(text: string): string {
  return [...text].map((char) => ACCENTED[PLAIN.indexOf(char)] ?? char).join('');
}

/**
 * One stretch of a message's text in the pseudo-language: every Latin letter accented, 40 % longer, between
 * markers; stretches without letters (spaces, punctuation) stay as they are.
 */
export function pseudoText(text: string): string {
  return text
    .split(TAG)
    .map((part) => {
      if (TAG.test(part) || !/[A-Za-z]/.test(part)) return part;
      const [, lead = '', body = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(part) ?? [];
      // In short runs a line can break between, as between the words of a longer language.
      const padding = ' ~~~~'.repeat(Math.ceil((body.length * LENGTHENING) / 5));
      return `${lead}${PSEUDO_OPEN}${accented(body)}${padding}${PSEUDO_CLOSE}${trail}`;
    })
    .join('');
}
