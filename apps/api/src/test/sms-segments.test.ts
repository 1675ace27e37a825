import { describe, expect, it } from 'vitest';
import { smsEncoding } from './sms-segments.js';

describe('counting a text message in segments', () => {
  it('counts GSM-7 as 160 septets alone and 153 a segment concatenated, an extension character as two', () => {
    expect(smsEncoding('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsEncoding('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsEncoding('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsEncoding('a'.repeat(307))).toEqual({ encoding: 'GSM-7', segments: 3 });
    expect(smsEncoding('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsEncoding('€'.repeat(81))).toEqual({ encoding: 'GSM-7', segments: 2 });
    // 152 septets, then a two-septet character that may not be split: it opens the second segment.
    expect(smsEncoding(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'GSM-7', segments: 3 });
    expect(smsEncoding('Peña, José, Ñandú?')).toMatchObject({ encoding: 'UCS-2' });
    expect(smsEncoding('Peña, José, niño. ¿Sí?')).toMatchObject({ encoding: 'UCS-2' });
    expect(smsEncoding('Peña, José, niño. ¿Ya?')).toMatchObject({ encoding: 'GSM-7' });
  });

  it('counts UCS-2 as 70 units alone and 67 a segment concatenated, as any accented vowel forces', () => {
    expect(smsEncoding('á'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsEncoding('á'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsEncoding(`clínica${'a'.repeat(127)}`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsEncoding(`clínica${'a'.repeat(128)}`)).toEqual({ encoding: 'UCS-2', segments: 3 });
    // A narrow no-break space (some Intl versions put one before AM and PM) is not GSM-7 either.
    expect(smsEncoding('9:00\u202fAM')).toMatchObject({ encoding: 'UCS-2' });
    // 66 units, then a surrogate pair that may not be split.
    expect(smsEncoding(`${'á'.repeat(66)}💉${'á'.repeat(66)}`)).toEqual({ encoding: 'UCS-2', segments: 3 });
  });
});
