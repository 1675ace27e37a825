import { type DirectoryWords, directoryWords } from '@hs/content';
import { useMemo } from 'react';
import { useContentNow } from '@/lib/content/use-content';
import { useLanguage } from '@/lib/i18n/use-translate';

/** A word of the chain's directory as a page shows it, and `lang` when it is still in the directory's English. */
export interface DirectoryWord {
  text: string;
  lang?: 'en';
}

export type SayDirectoryWord = (source: string) => DirectoryWord;

/**
 * The words by their source; a word without one, or before they arrive, is said as the directory writes it, and
 * marked as English on a page in another language (`translated`), so it is read out as English.
 */
export function directoryWordsSayer(words: DirectoryWords | undefined, translated: boolean): SayDirectoryWord {
  const bySource = new Map(words?.words.map((word) => [word.source, word.text]));
  return (source) => {
    const text = bySource.get(source);
    if (text !== undefined) return { text };
    return translated ? { text: source, lang: 'en' } : { text: source };
  };
}

/**
 * The directory's words (services' names, closures' reasons, ride-share offers) in the language shown, from the
 * content service: the directory writes them in English, and a language's variant of `directory-words` says each
 * in that language (decision 062).
 */
export function useDirectoryWords(): SayDirectoryWord {
  const words = useContentNow(directoryWords);
  const translated = useLanguage() === 'es';
  return useMemo(() => directoryWordsSayer(words, translated), [words, translated]);
}
