import { spanishDirectoryWords } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { directoryWordsSayer } from './directory-words';

describe("the directory's words", () => {
  it('say a word in Spanish, and mark one the content lacks as English', () => {
    const say = directoryWordsSayer(spanishDirectoryWords.data, true);
    expect(say('Flu Vaccine')).toEqual({ text: 'Vacuna contra la gripe' });
    expect(say('Thanksgiving Day')).toEqual({ text: 'Día de Acción de Gracias' });
    expect(say('Pop-up clinic closed')).toEqual({ text: 'Pop-up clinic closed', lang: 'en' });
    expect(directoryWordsSayer(undefined, true)('Flu Vaccine')).toEqual({ text: 'Flu Vaccine', lang: 'en' });
  });

  it('say every word as the directory writes it in English', () => {
    const say = directoryWordsSayer(undefined, false);
    expect(say('Flu Vaccine')).toEqual({ text: 'Flu Vaccine' });
  });
});
