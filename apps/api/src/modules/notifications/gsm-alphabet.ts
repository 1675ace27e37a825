/** GSM 03.38's default alphabet: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two septets each. */
export const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export const isGsm7 = (character: string) => GSM_BASIC.has(character) || GSM_EXTENSION.has(character);

/**
 * The text in GSM-7 alone: a letter outside it loses its accent when that brings it in (the á of "sáb", an accent in
 * a street's name); é, ñ, ü and ¿ are in it and stay. One such letter would make the whole text UCS-2, whose
 * 67-character segments a link does not leave room in.
 */
export function foldToGsm7(text: string): string {
  return [...text]
    .map((character) => {
      if (isGsm7(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}+/gu, '');
      return [...bare].every(isGsm7) ? bare : character;
    })
    .join('');
}
