import type { DirectoryFile } from '../schema.js';

type Week = DirectoryFile['clinics'][number]['hours'];

/** Each day its own object, so a test can change one. */
const weekdays = (day: NonNullable<Week['monday']>): Week => ({
  monday: structuredClone(day),
  tuesday: structuredClone(day),
  wednesday: structuredClone(day),
  thursday: structuredClone(day),
  friday: structuredClone(day),
  saturday: { opens: '09:00', closes: '17:00', breaks: [] },
  sunday: null,
});

/** A small chain of every kind of entry, valid: tests change one thing in it and expect that one problem. */
export function sampleDirectory(): DirectoryFile {
  return {
    version: 1,
    brands: [{ slug: 'harvest-market', name: 'Harvest Market', logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
    services: [
      {
        id: 29,
        name: 'Sick Visit',
        groupName: 'Illness & Injury',
        groupOrder: 1,
        order: 1,
        businessNames: ['tlc'],
        maxDaysAhead: 14,
        slotMinutes: 20,
      },
      {
        id: 107,
        name: 'Hepatitis B Vaccine Dose 1',
        groupName: 'Vaccines ',
        groupOrder: 2,
        order: 2,
        businessNames: ['tlc'],
        maxDaysAhead: 14,
        followupServiceId: 108,
        followupAfterDays: 28,
        isVaccine: true,
        dose: 1,
      },
      {
        id: 108,
        name: 'Hepatitis B Vaccine Dose 2',
        groupName: 'Vaccines ',
        groupOrder: 2,
        order: 3,
        businessNames: ['tlc'],
        maxDaysAhead: 14,
        isVaccine: true,
        dose: 2,
      },
      {
        id: 701,
        name: 'Virtual Sick Visit',
        groupName: 'Virtual Visit',
        groupOrder: 8,
        order: 4,
        businessNames: ['tlc'],
        maxDaysAhead: 2,
      },
    ],
    clinics: [
      {
        divisionNumber: '014',
        storeNumber: '00123',
        brand: 'harvest-market',
        name: 'The Local Clinic at Harvest Market – Main St',
        legalName: 'The Local Clinic',
        address: { line1: '100 Main St', city: 'Cincinnati', state: 'OH', postalCode: '45202', county: 'Hamilton' },
        latitude: 39.1031,
        longitude: -84.512,
        timeZone: 'America/New_York',
        phone: '(513) 555-0123',
        acceptsWalkIns: true,
        waitMinutes: 15,
        schedulerEnabled: true,
        telehealthEnabled: false,
        seatsPerSlot: 2,
        rideSharePromo: null,
        services: [29, 107, 108],
        hours: weekdays({ opens: '08:30', closes: '19:30', breaks: [{ start: '13:00', end: '14:00' }] }),
      },
      {
        divisionNumber: '015',
        storeNumber: '00456',
        brand: 'harvest-market',
        name: 'The Local Clinic at Harvest Market – Elm St',
        legalName: 'The Local Clinic',
        address: { line1: '200 Elm St', city: 'Columbus', state: 'OH', postalCode: '43215', county: 'Franklin' },
        latitude: 39.9612,
        longitude: -82.9988,
        timeZone: 'America/New_York',
        phone: '614-555-0156',
        acceptsWalkIns: false,
        schedulerEnabled: true,
        telehealthEnabled: true,
        rideSharePromo: {
          code: 'TLCRIDE1234',
          url: 'https://rides.example.com/promo/tlcride1234',
          discountText: '$10 off your ride',
        },
        services: [29],
        hours: weekdays({ opens: '09:00', closes: '18:00', breaks: [] }),
      },
    ],
    providers: [
      {
        id: 'virtual-eastern',
        kind: 'virtual',
        businessName: 'tlc',
        name: 'The Local Clinic Virtual Care – Eastern',
        qualification: 'Board-certified nurse practitioners',
        timeZone: 'America/New_York',
        seatsPerSlot: 3,
        licensedStates: ['OH', 'KY'],
        services: [701],
        hours: weekdays({ opens: '07:00', closes: '22:00', breaks: [] }),
      },
    ],
    closures: [
      { id: 'thanksgiving-2026', provider: null, starts: '2026-11-26', ends: '2026-11-26', reason: 'Thanksgiving Day' },
      {
        id: 'christmas-eve-2026',
        provider: '01400123',
        starts: '2026-12-24T14:00',
        ends: '2026-12-24',
        reason: 'Christmas Eve',
      },
    ],
    benefitCodes: [
      {
        code: 'WELLNESS2026',
        description: 'Wellness plan members get a covered preventive visit.',
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2026-12-31T23:59:59Z',
        clinics: ['01400123'],
      },
    ],
  };
}
