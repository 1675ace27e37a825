import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '@/lib/clinics/clinic-display';
import { clinicDetailsFixture as clinic } from '@/test/clinic-fixture';
import { clinicJsonLd, openingHours, scriptJson } from './clinic-json-ld';
import { readClinicNumbers } from './clinic-route';
import { bookAtClinicHref, clinicDetailsHref, nextAvailableText, waitText } from './clinic-view';

describe('clinic display', () => {
  it('links the details page and books at the clinic itself, its ZIP code kept for a search nearby', () => {
    expect(clinicDetailsHref(clinic)).toBe('/health-services/clinic/details/014/00489');
    expect(bookAtClinicHref(clinic)).toBe('/health-services/scheduler?clinic=01400489&location=45202');
  });

  it('shows the phone as (xxx) xxx-xxxx', () => {
    expect(formatUsPhone('5135550122')).toBe('(513) 555-0122');
    expect(formatUsPhone('+1 513 555 0122')).toBe('(513) 555-0122');
    expect(formatUsPhone('555-0122')).toBe('555-0122');
  });

  it('shows the wait only when the clinic is open and the wait is known', () => {
    expect(waitText(clinic)).toBe('No Wait');
    expect(waitText({ waitInfo: { description: 'x', clinicAvailable: true, waitMinutes: 65 } })).toBe('1 hr 5 min');
    expect(waitText({ waitInfo: { description: 'x', clinicAvailable: true, waitMinutes: 99_999 } })).toBeNull();
    expect(waitText({ waitInfo: { description: 'x', clinicAvailable: false, waitMinutes: 0 } })).toBeNull();
  });

  it("shows the next appointment on the clinic's clock", () => {
    expect(nextAvailableText(clinic)).toBe('Tue, Nov 24 at 9:00 AM ET');
    expect(nextAvailableText({ ...clinic, timeZone: 'America/Los_Angeles' })).toBe('Tue, Nov 24 at 6:00 AM PT');
    expect(nextAvailableText({ ...clinic, nextAvailableAppointment: null })).toBeNull();
  });
});

describe('clinic details URL', () => {
  it('names a clinic only with 3 + 5 digits', () => {
    expect(readClinicNumbers('014', '00489')).toEqual({ divisionNumber: '014', storeNumber: '00489' });
    for (const [division, store] of [
      ['14', '00489'],
      ['014', '489'],
      ['abc', '00489'],
      ['014', "1' OR '1"],
      [undefined, '00489'],
    ]) {
      expect(readClinicNumbers(division, store)).toBeNull();
    }
  });
});

describe('schema.org MedicalClinic', () => {
  it('has name, address, geo, opening hours and telephone', () => {
    expect(clinicJsonLd(clinic, 'https://example.org/x')).toMatchObject({
      '@type': 'MedicalClinic',
      name: clinic.vanityName,
      telephone: '5135550122',
      address: { streetAddress: '5088 Cedar Ave', addressLocality: 'Cincinnati', postalCode: '45202' },
      geo: { latitude: 39.1072, longitude: -84.502 },
      openingHours: ['Mo-Fr 08:30-19:30', 'Sa 09:00-12:00'],
    });
  });

  it('leaves out closed and unreadable days', () => {
    expect(
      openingHours([
        { day: 'Sun', hours: 'Closed' },
        { day: 'Sat', hours: 'Hours not currently available' },
      ]),
    ).toEqual([]);
    expect(openingHours([{ day: 'Sat', hours: '12:00 AM - 12:30 PM' }])).toEqual(['Sa 00:00-12:30']);
    expect(
      openingHours([
        { day: 'Mon-Thu', hours: '8:30 AM - 7:30 PM' },
        { day: 'Fri', hours: '8:30 AM - 5:00 PM' },
        { day: 'Weekdays', hours: '8:30 AM - 5:00 PM' },
      ]),
    ).toEqual(['Mo-Th 08:30-19:30', 'Fr 08:30-17:00']);
  });

  it('cannot close its script element', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
