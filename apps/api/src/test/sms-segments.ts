import { GSM_EXTENSION, isGsm7 } from '#api/modules/notifications';

export interface SmsEncoding {
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/**
 * How many segments a text takes, as carriers count them. A text whose every character is in GSM 03.38 is sent in
 * GSM-7: 160 septets alone, or 153 a segment when concatenated (the 6-byte header of concatenation takes 7), an
 * extension character taking two that are never split between segments. Any other character (á, í, ó and ú are
 * not in it; é, ñ and ¿ are) makes the whole text UCS-2: 70 UTF-16 units alone, 67 a segment when concatenated,
 * a surrogate pair never split.
 */
export function smsEncoding(text: string): SmsEncoding {
  const characters = [...text];
  const gsm = characters.every(isGsm7);
  const sizes = characters.map((c) => (gsm ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length));
  const [single, concatenated] = gsm ? [160, 153] : [70, 67];
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= single) return { encoding: gsm ? 'GSM-7' : 'UCS-2', segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > concatenated) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', segments };
}
