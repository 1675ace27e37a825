import { appointmentWhen, LANGUAGES, type Language, TIME_ZONE_CODES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { chain } from '#api/db/seed/demo-chain/demo-chain-fixture.js';
import { smsEncoding } from '#api/test/sms-segments.js';
import { smsContent } from './email-content.js';
import { MESSAGE_KINDS, SAMPLE_FACTS, sampleView } from './message-samples.js';
import type { DeliveryFacts } from './outbox.repository.js';

const HOUR = 3_600_000;

/** The instant and zone whose short time is the longest in the language, trying every hour of a year in every zone. */
function longestTime(language: Language): { startsAt: string; timeZone: string; short: string } {
  let longest = { startsAt: '', timeZone: '', short: '' };
  for (const timeZone of Object.values(TIME_ZONE_CODES)) {
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = new Date(Date.UTC(2027, 0, 1) + hour * HOUR);
      const { short } = appointmentWhen(at, timeZone, language);
      if (short.length > longest.short.length) longest = { startsAt: at.toISOString(), timeZone, short };
    }
  }
  return longest;
}

const demoStreets = chain.clinics.map((clinic) => clinic.addressLine1);
const longestDemoStreet = demoStreets.reduce((a, b) => (b.length > a.length ? b : a));

/** Where a text may send a patient: the demo's longest street, a longer one as real directories hold, a video visit. */
const PLACES: Record<string, Partial<DeliveryFacts>> = {
  'the longest demo street': { addressLine1: longestDemoStreet },
  'a long real-world street': { addressLine1: '10250 North Martin Luther King Jr Blvd Ste 200' },
  'a video visit': { providerKind: 'virtual', addressLine1: null },
};

describe('every text message, with the longest values it can hold', () => {
  const times = Object.fromEntries(LANGUAGES.map((language) => [language, longestTime(language)]));

  it('finds the longest values where they are', () => {
    expect(times.es!.short.length).toBeGreaterThanOrEqual('mié, 30 de sept, 10:00 p.m. AKT'.length - 1);
    expect(longestDemoStreet.length).toBeGreaterThanOrEqual(15);
  });

  for (const [place, facts] of Object.entries(PLACES)) {
    it(`fits two UCS-2 segments in Spanish (134 characters) and one GSM-7 segment in English: ${place}`, () => {
      for (const language of LANGUAGES) {
        const { startsAt, timeZone } = times[language]!;
        for (const kind of MESSAGE_KINDS) {
          const body = smsContent(sampleView(kind, { ...SAMPLE_FACTS, ...facts, startsAt, timeZone, language }));
          const { encoding, segments } = smsEncoding(body);
          if (language === 'en') expect({ encoding, segments }, body).toEqual({ encoding: 'GSM-7', segments: 1 });
          else expect(segments, `${body} (${encoding}, ${body.length})`).toBeLessThanOrEqual(2);
        }
      }
    });
  }

  it('sends Spanish with its accents, so UCS-2, rather than stripping them to fit GSM-7', () => {
    const { startsAt, timeZone } = times.es!;
    const spanish = MESSAGE_KINDS.map((kind) =>
      smsContent(sampleView(kind, { ...SAMPLE_FACTS, startsAt, timeZone, language: 'es' })),
    );
    expect(spanish.filter((body) => smsEncoding(body).encoding === 'UCS-2').length).toBeGreaterThan(0);
    expect(spanish.join(' ')).toMatch(/clínica|está/);
  });
});
