import { weekOf } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptingClinics,
  CATEGORIES,
  categoryOf,
  chain,
  clinicProviders,
  DAY_MS,
  dietitians,
  HOME,
  licencesOf,
  serviceByName,
  servicesOf,
  share,
  TODAY,
  virtualProviders,
} from './demo-chain-fixture.js';
import { distanceMiles } from './geo.js';

describe('the services catalog', () => {
  it('has stable unique integer ids and every service category', () => {
    expect(chain.services.every((s) => Number.isInteger(s.id))).toBe(true);
    expect(new Set(chain.services.map((s) => s.id)).size).toBe(chain.services.length);
    const categories = new Set(chain.services.map((s) => s.groupName.trim()));
    for (const category of CATEGORIES) expect(categories).toContain(category);
    expect(serviceByName.get('Sick Visit')?.id).toBe(29);
  });

  it('keeps group names with trailing spaces so the trim rule matters', () => {
    const padded = chain.services.filter((s) => s.groupName !== s.groupName.trim());
    expect(padded.length).toBeGreaterThanOrEqual(2);
    for (const service of padded) expect(CATEGORIES).toContain(service.groupName.trim());
  });

  it('includes the malformed entries normalisation must drop or fix', () => {
    expect(chain.services.filter((s) => s.maxDaysAhead === null)).toHaveLength(1);
    expect(chain.services.some((s) => s.followupServiceId != null && s.followupAfterDays == null)).toBe(true);
    const known = ['tlc', 'pharmacy', 'dietitian'];
    expect(chain.services.some((s) => s.businessNames.every((b) => !known.includes(b)))).toBe(true);
    expect(chain.services.some((s) => s.businessNames.join() === 'tlc,legacy')).toBe(true);
    expect(chain.services.filter((s) => s.isAvailable === false)).toHaveLength(1);
  });

  it('puts Flu first among vaccines and links multi-dose vaccines to their follow-up', () => {
    const vaccines = chain.services
      .filter((s) => s.groupName.trim() === 'Vaccines')
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    expect(vaccines[0]?.name).toBe('Flu Vaccine');
    const shingles = serviceByName.get('Shingles Vaccine Dose 1');
    expect(shingles).toMatchObject({ dose: 1, followupAfterDays: 60 });
    expect(shingles?.followupServiceId).toBe(serviceByName.get('Shingles Vaccine Dose 2')?.id);
    expect(serviceByName.get('Shingles Vaccine Dose 2')?.dose).toBe(2);
    const hepB = serviceByName.get('Hepatitis B Vaccine Dose 1');
    expect(hepB).toMatchObject({ dose: 1, followupAfterDays: 28 });
    expect(hepB?.followupServiceId).toBe(serviceByName.get('Hepatitis B Vaccine Dose 2')?.id);
    expect(vaccines.some((s) => s.isCovidVaccine && s.name.startsWith('COVID-19 Vaccine'))).toBe(true);
    expect(vaccines.some((s) => (s.leadTime ?? 0) >= 2)).toBe(true);
    expect(vaccines.filter((s) => s.businessNames.join() === 'pharmacy').length).toBeGreaterThanOrEqual(1);
    const ids = new Set(chain.services.map((s) => s.id));
    for (const s of chain.services) if (s.followupServiceId != null) expect(ids).toContain(s.followupServiceId);
  });

  it('sets windows, lead times and slot lengths per category', () => {
    for (const s of chain.services) {
      const category = s.groupName.trim();
      if (category === 'Virtual Visit') expect(s).toMatchObject({ businessNames: ['tlc'], maxDaysAhead: 2 });
      if (category === 'Telenutrition') expect(s).toMatchObject({ businessNames: ['dietitian'], maxDaysAhead: 90 });
      if (category === 'Travel Vaccines') expect(s.leadTime).toBe(3);
      if (category === 'Physicals') expect(s.slotMinutes).toBe(30);
      if (s.isVaccine && category === 'Vaccines') expect(s.slotMinutes).toBe(15);
    }
    expect(serviceByName.get('Sick Visit')).toMatchObject({ slotMinutes: 20, maxDaysAhead: 14 });
    expect(serviceByName.get('Dietitian Initial Consultation')?.slotMinutes).toBe(60);
    expect(serviceByName.get('Dietitian Follow-up Consultation')?.slotMinutes).toBe(30);
    expect(chain.services.some((s) => s.maxDaysAhead === 7)).toBe(true);
    const groupOrders = new Map(chain.services.map((s) => [s.groupName.trim(), s.groupOrder]));
    expect(CATEGORIES.map((c) => groupOrders.get(c))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('provider services, licences and benefit codes', () => {
  it('references only existing providers and services, without duplicates', () => {
    const providerIds = new Set(chain.providers.map((p) => p.id));
    const serviceIds = new Set(chain.services.map((s) => s.id));
    const links = [...chain.providerServices, ...chain.providerLicenses, ...chain.benefitCodeClinics];
    expect(links.filter((row) => !providerIds.has(row.providerId))).toEqual([]);
    expect(chain.providerServices.filter((row) => !serviceIds.has(row.serviceId))).toEqual([]);
    const key = (row: object) => JSON.stringify(row);
    expect(new Set(chain.providerServices.map(key)).size).toBe(chain.providerServices.length);
    expect(new Set(chain.providerLicenses.map(key)).size).toBe(chain.providerLicenses.length);
    expect(new Set(chain.benefitCodeClinics.map(key)).size).toBe(chain.benefitCodeClinics.length);
  });

  it('lets clinics offer most in-person services, with DOT physicals and travel vaccines at some', () => {
    const offering = (category: string) =>
      share(
        clinicProviders.filter((p) => [...servicesOf(p.id)].some((id) => categoryOf(id) === category)).length,
        clinicProviders.length,
      );
    expect(offering('DOT Physicals')).toBeGreaterThan(0.25);
    expect(offering('DOT Physicals')).toBeLessThan(0.55);
    expect(offering('Travel Vaccines')).toBeGreaterThan(0.35);
    expect(offering('Travel Vaccines')).toBeLessThan(0.65);
    for (const clinic of clinicProviders) {
      const offered = [...servicesOf(clinic.id)];
      expect(offered).toContain(29);
      expect(offered.length).toBeGreaterThanOrEqual(20);
      expect(offered.some((id) => ['Virtual Visit', 'Telenutrition'].includes(categoryOf(id) ?? ''))).toBe(false);
    }
  });

  it('has 3-4 virtual-care providers licensed in most states, but not AK, HI, ND or VT', () => {
    expect(virtualProviders.length).toBeGreaterThanOrEqual(3);
    expect(virtualProviders.length).toBeLessThanOrEqual(4);
    const licensed = new Set(virtualProviders.flatMap((p) => licencesOf(p.id)));
    expect(licensed.size).toBeGreaterThanOrEqual(40);
    for (const state of ['AK', 'HI', 'ND', 'VT']) expect(licensed).not.toContain(state);
    expect(new Set(virtualProviders.map((p) => p.timeZone))).toEqual(
      new Set(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']),
    );
    for (const provider of virtualProviders) {
      expect(provider.businessName).toBe('tlc');
      expect(provider.weeklyHours).toEqual(weekOf({ opens: '07:00', closes: '22:00', breaks: [] }));
      expect([...servicesOf(provider.id)].every((id) => categoryOf(id) === 'Virtual Visit')).toBe(true);
      expect(servicesOf(provider.id).size).toBeGreaterThan(0);
    }
  });

  it('has at least 10 dietitians with profile, avatar, hours and 10-30 state licences', () => {
    expect(dietitians.length).toBeGreaterThanOrEqual(10);
    for (const dietitian of dietitians) {
      expect(dietitian.businessName).toBe('dietitian');
      expect(dietitian.qualification).toMatch(/R(D|DN)/);
      expect(dietitian.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      const sentences = (dietitian.description ?? '').split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      const states = licencesOf(dietitian.id);
      expect(states.length).toBeGreaterThanOrEqual(10);
      expect(states.length).toBeLessThanOrEqual(30);
      for (const state of ['AK', 'HI', 'ND', 'VT']) expect(states).not.toContain(state);
      expect(dietitian.weeklyHours.monday).toEqual({ opens: '08:00', closes: '18:00', breaks: [] });
      expect(dietitian.weeklyHours.saturday).toEqual({ opens: '09:00', closes: '13:00', breaks: [] });
      expect([...servicesOf(dietitian.id)].every((id) => categoryOf(id) === 'Telenutrition')).toBe(true);
    }
    const clinicStates = new Set(chain.clinics.map((c) => c.stateCode));
    const dietitianStates = new Set(dietitians.flatMap((d) => licencesOf(d.id)));
    for (const state of clinicStates) expect(dietitianStates).toContain(state);
  });

  it('has a current wellness code, a current employer code and an expired code', () => {
    const byCode = new Map(chain.benefitCodes.map((b) => [b.code, b]));
    const midnight = Date.UTC(2026, 2, 2);
    expect(byCode.get('WELLNESS2026')?.validFrom).toEqual(new Date(midnight - 30 * DAY_MS));
    expect(byCode.get('WELLNESS2026')?.validUntil).toEqual(new Date(midnight + 365 * DAY_MS));
    const employer = byCode.get('EMPLOYER500');
    expect(employer && employer.validFrom < TODAY && TODAY < employer.validUntil).toBe(true);
    expect((byCode.get('EXPIRED2025')?.validUntil ?? TODAY) < TODAY).toBe(true);
    for (const code of chain.benefitCodes) expect(code.description).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('accepts the wellness code at about 30% of clinics, three or more near 45202', () => {
    const wellness = acceptingClinics('WELLNESS2026');
    const employer = acceptingClinics('EMPLOYER500');
    expect(share(wellness.size, chain.clinics.length)).toBeGreaterThan(0.25);
    expect(share(wellness.size, chain.clinics.length)).toBeLessThan(0.4);
    const nearHome = chain.clinics.filter((c) => wellness.has(c.providerId) && distanceMiles(HOME, c) <= 10);
    expect(nearHome.length).toBeGreaterThanOrEqual(3);
    expect(employer.size).toBeGreaterThan(0);
    expect([...employer].some((id) => !wellness.has(id))).toBe(true);
    const clinicIds = new Set(chain.clinics.map((c) => c.providerId));
    for (const row of chain.benefitCodeClinics) expect(clinicIds).toContain(row.providerId);
  });
});
