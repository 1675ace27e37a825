import { calendarTexts } from '@hs/calendar';
import { type Translated, translationProblems } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { emailTexts } from './catalog/email-texts.js';
import { optOutPageTexts } from './catalog/opt-out-page-texts.js';
import { textMessageTexts } from './catalog/text-message-texts.js';
import { waitlistLeavePageTexts } from './catalog/waitlist-leave-page-texts.js';
import { waitlistTexts } from './catalog/waitlist-texts.js';
import { CHANGE_TEXTS } from './message-texts.js';

/** Every catalog a message to a patient is written from. */
const CATALOGS: Record<string, Translated<object>> = {
  ...Object.fromEntries(Object.entries(CHANGE_TEXTS).map(([kind, texts]) => [`${kind} messages`, texts])),
  'every e-mail': emailTexts,
  'every text message': textMessageTexts,
  'the opt-out page': optOutPageTexts,
  'the calendar file': calendarTexts,
  'waitlist messages': waitlistTexts,
  'the waitlist leave page': waitlistLeavePageTexts,
};

/** Every text of a language, by its dotted path. */
function texts(catalog: object, path = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : texts(value, `${path}${key}.`),
  );
}

describe('the catalogs of the messages to patients', () => {
  it.each(Object.entries(CATALOGS))(
    '%s: every text in English and Spanish, none orphaned, filling the same placeholders',
    (_name, catalog) => {
      expect(translationProblems(catalog)).toEqual([]);
    },
  );

  it.each(Object.entries(CATALOGS))('%s: Spanish written out, never the English left as it is', (_name, catalog) => {
    const english = new Map(texts(catalog.en));
    for (const [path, spanish] of texts(catalog.es)) expect(spanish, path).not.toBe(english.get(path));
  });

  it.each(Object.entries(CATALOGS))('%s: Spanish that speaks to the patient as usted', (_name, catalog) => {
    for (const [path, spanish] of texts(catalog.es)) {
      expect(spanish, path).not.toMatch(/(^|[^\p{L}])(tú|tu|tus|te|ti|contigo|puedes|tienes|quieres)(?![\p{L}])/iu);
    }
  });

  it('marks for a qualified translator the Spanish of what the patient consented to: how to stop texts and reminders', () => {
    expect(textMessageTexts.review).toEqual(['optOut']);
    expect(optOutPageTexts.review).toEqual(['question', 'done']);
  });
});
