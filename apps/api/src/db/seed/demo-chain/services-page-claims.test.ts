import { clinicServicesPage } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { generateDemoChain } from './generate.js';

const chain = generateDemoChain({ today: new Date('2026-03-02T15:00:00Z') });
const clinicHours = chain.providers
  .filter((provider) => provider.kind === 'clinic')
  .map((provider) => provider.weeklyHours);
const intro = clinicServicesPage.data.intro;

// The services page describes the whole chain; what it says about days and ages must hold for every clinic.
describe('the services page says only what the clinics and rules bear out', () => {
  it('claims no day a clinic is closed', () => {
    const openSunday = clinicHours.filter((hours) => hours.sunday !== null).length;
    const claimsEveryDay = /seven days|7 days|every day|daily/i.test(intro);
    expect(claimsEveryDay).toBe(openSunday === clinicHours.length);
    if (/Monday through Saturday/.test(intro)) expect(clinicHours.every((hours) => hours.saturday !== null)).toBe(true);
    if (/many on Sundays/.test(intro)) {
      expect(openSunday).toBeGreaterThan(clinicHours.length / 2);
      expect(openSunday).toBeLessThan(clinicHours.length);
    }
  });

  it('leaves the minimum age to the page, which writes it from the booking rule', () => {
    expect(intro).not.toMatch(/\b(months?|years?)\b/i);
  });
});
