import { describe, expect, it } from 'vitest';
import { bundledContent, bundledDocumentEntries } from '../index.js';
import { contentKey, variantName } from '../registry.js';
import { DIRECTORY_WORDS } from './objects/directory-words.js';
import { errorBannerInSpanish } from './objects/error-banner.js';
import { FORM_WORDS } from './objects/form-words.js';
import { PAGE_WORDS } from './objects/page-words.js';
import { PRESCREEN_WORDS } from './objects/prescreen-words.js';
import { spanishContent, spanishDocuments } from './spanish-content.js';
import { spanishFallback } from './spanish-fallbacks.js';
import { displayTexts } from './with-words.js';

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

  it('has a translation of every display text of the prescreens, their option lists and questions', () => {
    const prescreens = originals.filter((entry) =>
      /^(prescreen-data|prescreen-options|eligibility-questions)$/.test(entry.schema),
    );
    const untranslated = prescreens
      .flatMap((entry) => displayTexts(entry.data))
      .filter((text) => !(text in PRESCREEN_WORDS));
    expect(untranslated).toEqual([]);
  });

  it('has a translation of every display text of the information pages and the confirmation cards', () => {
    const pages = originals.filter((entry) =>
      /^(clinic-info-page|clinic-services-page|confirmation-checklist|ride-share-card|zoom-downloads)$/.test(
        entry.schema,
      ),
    );
    expect(pages).toHaveLength(7);
    const untranslated = pages.flatMap((entry) => displayTexts(entry.data)).filter((text) => !(text in PAGE_WORDS));
    expect(untranslated).toEqual([]);
  });

  it('leaves no object with words untranslated, but the server’s own texts', () => {
    const withWords = originals.filter((entry) => JSON.stringify(entry.data).match(/"[A-Z][a-z]+ [a-z]+/));
    // The notification texts are the server's, which writes its messages in the patient's language itself.
    const untranslated = withWords
      .filter((entry) => entry.schema !== 'notification-texts' && !entry.languages?.includes('es'))
      .map(contentKey);
    expect(untranslated).toEqual([]);
  });

  it('has a translation of every display text of the health questions, checklists and vaccine consent', () => {
    const form = originals.filter(
      (entry) =>
        /^(patient-form-checklists|dietary-restrictions|medical-history|medical-information)$/.test(entry.schema) ||
        entry.name === 'vaccine-consent',
    );
    expect(form).toHaveLength(5);
    const untranslated = form.flatMap((entry) => displayTexts(entry.data)).filter((text) => !(text in FORM_WORDS));
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
