import { LANGUAGES, type Language } from './language.js';
import { templateNames } from './template.js';

/**
 * Texts in every language, side by side: the Spanish beside the English it translates. `review` names the Spanish
 * texts (dotted paths) a qualified translator must check before they are final: consent, legal or medical wording.
 */
export type Translated<T> = Readonly<Record<Language, T>> & { readonly review?: readonly string[] };

/** Every text of a language by its dotted path; a value that is not text counts as an empty one. */
function leaves(texts: unknown, path = ''): Map<string, string> {
  if (typeof texts !== 'object' || texts === null) return new Map([[path, typeof texts === 'string' ? texts : '']]);
  return new Map(Object.entries(texts).flatMap(([key, value]) => [...leaves(value, path ? `${path}.${key}` : key)]));
}

/**
 * What is wrong with a catalog, or nothing: a text one language lacks, a text only a translation has (orphaned),
 * an empty text, placeholders a translation does not fill alike, and a review mark on a text that does not exist.
 */
export function translationProblems(catalog: Translated<object>): string[] {
  const [source, ...translations] = LANGUAGES.map((language) => [language, leaves(catalog[language])] as const);
  const [sourceLanguage, sourceTexts] = source!;
  const problems: string[] = [];
  for (const [language, texts] of [source!, ...translations]) {
    for (const [path, text] of texts) if (!text.trim()) problems.push(`${language}.${path} is empty`);
  }
  for (const [language, texts] of translations) {
    for (const [path, text] of sourceTexts) {
      const translated = texts.get(path);
      if (translated === undefined) problems.push(`${language}.${path} is missing`);
      else if (templateNames(translated).join() !== templateNames(text).join()) {
        problems.push(
          `${language}.${path} fills {${templateNames(translated)}}, ${sourceLanguage} {${templateNames(text)}}`,
        );
      }
    }
    for (const path of texts.keys()) {
      if (!sourceTexts.has(path)) problems.push(`${language}.${path} is orphaned: ${sourceLanguage} has no such text`);
    }
  }
  for (const path of catalog.review ?? []) {
    if (!sourceTexts.has(path)) problems.push(`review names ${path}, which is no text`);
  }
  return problems;
}
