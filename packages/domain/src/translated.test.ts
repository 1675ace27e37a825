import { describe, expect, it } from 'vitest';
import { fillTemplate, templateNames } from './template.js';
import { translationProblems } from './translated.js';

describe('a catalog of texts in every language', () => {
  it('is sound when each language has every text, filling the same placeholders', () => {
    expect(
      translationProblems({
        en: { greeting: 'Hello {firstName},', labels: { when: 'When' } },
        es: { greeting: 'Hola, {firstName}:', labels: { when: 'Cuándo' } },
        review: ['greeting'],
      }),
    ).toEqual([]);
  });

  it('names a missing, orphaned, empty or differently filled translation, and a review mark on nothing', () => {
    expect(
      translationProblems({
        en: { greeting: 'Hello {firstName},', labels: { when: 'When', where: 'Where' } },
        es: { greeting: 'Hola, {nombre}:', labels: { when: ' ', what: 'Qué' } },
        review: ['labels.who'],
      } as never),
    ).toEqual([
      'es.labels.when is empty',
      'es.greeting fills {nombre}, en {firstName}',
      'es.labels.where is missing',
      'es.labels.what is orphaned: en has no such text',
      'review names labels.who, which is no text',
    ]);
  });
});

describe('a template', () => {
  it('is filled by name, keeping a placeholder it has no value for', () => {
    expect(fillTemplate('{when} at {place} {other}', { when: 'Tue', place: 'Cedar Ave' })).toBe(
      'Tue at Cedar Ave {other}',
    );
    expect(templateNames('{when}, {place}: {when}')).toEqual(['place', 'when']);
  });
});
