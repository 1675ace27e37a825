import { describe, expect, it } from 'vitest';
import { bundledContent, bundledDocumentEntries } from '../index.js';
import { patientFormConfig } from '../objects/patient-form/form-config.js';
import { type BundledContent, contentKey, variantName } from '../registry.js';
import type { LanguageAssistance } from '../schemas/language-assistance.js';
import type { FormGroup, PatientFormConfig } from '../schemas/patient-form/form-config.js';
import { DIRECTORY_WORDS } from './objects/directory-words.js';
import { errorBannerInSpanish } from './objects/error-banner.js';
import { spanishContent, spanishDocuments } from './spanish-content.js';
import { spanishFallback, spanishWords } from './spanish-fallbacks.js';
import { displayTexts } from './with-words.js';

const untranslatedTexts = (data: unknown, words: Readonly<Record<string, string>>) =>
  displayTexts(data).filter((text) => !(text in words));

const originals = bundledContent.filter((entry) => !spanishContent.includes(entry));
const documents = bundledDocumentEntries.filter((entry) => !spanishDocuments.includes(entry));

describe('Spanish content', () => {
  it('is a variant of exactly the originals that say they have one, each loadable as the web app falls back', async () => {
    const said = originals.filter((entry) => entry.languages?.includes('es'));
    expect(spanishContent.map(contentKey).sort()).toEqual(
      said.map((entry) => contentKey({ ...entry, name: variantName(entry.name, 'es') })).sort(),
    );
    for (const entry of said) {
      const variant = spanishContent.find((candidate) => candidate.name === variantName(entry.name, 'es'));
      await expect(spanishFallback(contentKey(entry), entry.data)).resolves.toEqual(variant?.data);
    }
    const saidDocuments = documents.filter((entry) => entry.languages?.includes('es'));
    expect(spanishDocuments.map((entry) => entry.id)).toEqual(
      saidDocuments.map((entry) => variantName(entry.id, 'es')),
    );
    for (const entry of saidDocuments) {
      await expect(spanishFallback(`${entry.kind}/${entry.id}`, entry.data)).resolves.toEqual(
        spanishDocuments.find((candidate) => candidate.id === variantName(entry.id, 'es'))?.data,
      );
    }
  });

  it('has a Spanish word for every display text of the content translated word for word', async () => {
    const translated = [
      ...originals.map((entry) => ({ key: contentKey(entry), data: entry.data, languages: entry.languages })),
      ...documents.map((entry) => ({ key: `${entry.kind}/${entry.id}`, data: entry.data, languages: entry.languages })),
    ].filter((entry) => entry.languages?.includes('es'));
    const untranslated: string[] = [];
    const madeInCode: string[] = [];
    for (const { key, data } of translated) {
      const words = await spanishWords(key);
      if (words) untranslated.push(...untranslatedTexts(data, words).map((text) => `${key}: ${text}`));
      else madeInCode.push(key);
    }
    expect(untranslated).toEqual([]);
    // These add words their original lacks (a category's name) or leave some out (an English-only banner).
    expect(madeInCode.sort()).toEqual([
      'error-banner-config/1.0.0/toggles/error-banner',
      'scheduler-config/1.0.0/scheduler/config',
    ]);
  });

  it('finds an English text an editor adds, however deep, until its table has it', async () => {
    const words = (await spanishWords(contentKey(patientFormConfig))) ?? {};
    const config = patientFormConfig.data;
    const vaccine = config.groups.vaccine as FormGroup;
    const changed: PatientFormConfig = {
      ...config,
      subPages: { ...config.subPages, survey: { heading: 'A New Question' } },
      groups: { ...config.groups, vaccine: { ...vaccine, submitLabel: 'Book Vaccine' } },
    };
    expect(untranslatedTexts(config, words)).toEqual([]);
    expect(untranslatedTexts(changed, words)).toEqual(['A New Question', 'Book Vaccine']);
  });

  it('leaves the words of a part that names its own language as they are', async () => {
    const assistance = originals.find((entry) => entry.schema === 'language-assistance');
    const data = assistance?.data as LanguageAssistance;
    const inSpanish = await spanishFallback(contentKey(assistance as BundledContent), data);
    expect(inSpanish?.taglines).toEqual(data.taglines);
    expect(inSpanish?.title).toBe('Ayuda con el idioma');
    expect(displayTexts(data)).not.toContain(data.taglines[0]?.text);
  });

  it('leaves no object with words untranslated, but the server’s own texts', () => {
    const withWords = originals.filter((entry) => JSON.stringify(entry.data).match(/"[A-Z][a-z]+ [a-z]+/));
    // The notification texts are the server's, which writes its messages in the patient's language itself.
    const untranslated = withWords
      .filter((entry) => entry.schema !== 'notification-texts' && !entry.languages?.includes('es'))
      .map(contentKey);
    expect(untranslated).toEqual([]);
  });

  it("has a translation of every word of the chain's directory, each written for patients", () => {
    const directory = originals.filter((entry) => entry.schema === 'directory-words');
    expect(directory).toHaveLength(1);
    const sources = directory.flatMap((entry) => (entry.data as { words: { source: string }[] }).words);
    expect(sources.filter(({ source }) => !(source in DIRECTORY_WORDS))).toEqual([]);
    expect(Object.keys(DIRECTORY_WORDS).filter((word) => !sources.some(({ source }) => source === word))).toEqual([]);
    expect(Object.entries(DIRECTORY_WORDS).filter(([english, spanish]) => english === spanish)).toEqual([]);
  });

  it('keeps an error banner an editor turned on in English off in a copy made from it', () => {
    expect(errorBannerInSpanish({ enabled: true, message: 'Booking online is limited today.' })).toEqual({
      enabled: false,
    });
    expect(errorBannerInSpanish({ enabled: false })).toEqual({ enabled: false });
  });

  it('keeps every setting of its original: only words differ', () => {
    // Everything but the words: texts may differ, or be added (a translated name).
    const settings = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map((item) => (typeof item === 'string' ? 'text' : settings(item)))
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([, inner]) => typeof inner !== 'string')
                .map(([key, inner]) => [key, settings(inner)]),
            )
          : value;
    for (const variant of spanishContent) {
      const original = originals.find((entry) => variantName(entry.name, 'es') === variant.name);
      expect(settings(variant.data), variant.name).toEqual(settings(original?.data));
    }
  });
});
