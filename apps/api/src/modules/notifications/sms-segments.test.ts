import { appointmentWhen, LANGUAGES, type Language, TIME_ZONE_CODES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { chain } from '#api/db/seed/demo-chain/demo-chain-fixture.js';
import { smsEncoding } from '#api/test/sms-segments.js';
import { smsContent } from './email-content.js';
import { foldToGsm7 } from './gsm-alphabet.js';
import { MESSAGE_KINDS, SAMPLE_FACTS, sampleView } from './message-samples.js';
import type { DeliveryFacts } from './outbox.repository.js';
import { waitlistSmsContent, waitlistView } from './waitlist-content.js';
import type { WaitlistFacts } from './waitlist-facts.repository.js';

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

/** A public address as long as a real deployment's, longer than the samples' 25 characters. */
const LONG_PUBLIC_URL = 'https://appointments.the-local-clinic.example';

const longestTimes = new Map<Language, ReturnType<typeof longestTime>>();

/** A waitlist text with the longest time, `facts`' place and a real token's length, as the worker renders it. */
function waitlistText(
  language: Language,
  options: {
    kind: 'waitlist-code' | 'waitlist-offer';
    entryKind: 'notify-me' | 'earlier';
    place: Partial<DeliveryFacts>;
  },
) {
  if (!longestTimes.has(language)) longestTimes.set(language, longestTime(language));
  const { startsAt, timeZone } = longestTimes.get(language)!;
  const place = { ...SAMPLE_FACTS, ...options.place };
  const offer: WaitlistFacts['offer'] = {
    id: 'Daqa52eKEXwt4ELoFk0uEw',
    status: 'offered',
    startsAt,
    // The hold ends hours earlier; its time as long as the longest one is the most it can take.
    expiresAt: startsAt,
    timeZone,
    providerKind: place.providerKind,
    providerName: place.providerName,
    addressLine1: place.addressLine1,
    city: place.city,
    stateCode: place.stateCode,
    postalCode: place.postalCode,
    serviceNames: place.serviceNames,
  };
  const facts: WaitlistFacts = {
    entryId: 'Kq3mZ8wXpL2vN7bR4tY6uA',
    entryKind: options.entryKind,
    entryStatus: 'offered',
    language,
    codeExpiresAt: null,
    offer: options.kind === 'waitlist-offer' ? offer : null,
  };
  const envelope = {
    to: '+16145550142',
    leaveToken: 'L'.repeat(43),
    ...(options.kind === 'waitlist-offer' ? { offerToken: `${'O'.repeat(22)}.${'T'.repeat(43)}` } : { code: '048213' }),
  };
  return waitlistSmsContent(
    waitlistView({ kind: options.kind, waitlistEntryId: facts.entryId }, facts, envelope, LONG_PUBLIC_URL),
  );
}

describe("the waitlist's texts, with the longest time, street and a real deployment's link", () => {
  const cases = Object.entries(PLACES).flatMap(([place, facts]) =>
    (['notify-me', 'earlier'] as const).flatMap((entryKind) =>
      (['waitlist-code', 'waitlist-offer'] as const).map((kind) => ({ place, facts, entryKind, kind })),
    ),
  );

  for (const language of LANGUAGES) {
    it(`fits two segments in ${language}`, () => {
      for (const { place, facts, entryKind, kind } of cases) {
        const body = waitlistText(language, { kind, entryKind, place: facts });
        const { encoding, segments } = smsEncoding(body);
        expect(segments, `${kind}, ${entryKind}, ${place}: ${body} (${encoding}, ${body.length})`).toBeLessThanOrEqual(
          2,
        );
        expect(body).not.toContain(SAMPLE_FACTS.serviceNames[0]);
      }
    });
  }

  it('sends an offer in GSM-7, its own words unchanged and only a letter outside it losing its accent', () => {
    for (const language of LANGUAGES) {
      const body = waitlistText(language, { kind: 'waitlist-offer', entryKind: 'notify-me', place: {} });
      expect(smsEncoding(body).encoding, body).toBe('GSM-7');
      expect(body).toContain(`${LONG_PUBLIC_URL}/o#`);
    }
    const spanish = waitlistText('es', { kind: 'waitlist-offer', entryKind: 'notify-me', place: {} });
    expect(spanish).toContain('reservado para usted hasta las');
    expect(foldToGsm7('sáb, 10 de oct, Calle Colón, Peña, José, ¿Ya?')).toBe(
      'sab, 10 de oct, Calle Colon, Peña, José, ¿Ya?',
    );
    // The code's text is short enough to keep its accents in UCS-2.
    expect(waitlistText('es', { kind: 'waitlist-code', entryKind: 'notify-me', place: {} })).toContain('código');
  });
});
