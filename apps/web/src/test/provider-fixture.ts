import type { Provider } from '@hs/contracts';

/** A clinic shaped like the API's provider; each test overrides only what it looks at. */
export function providerFixture(id: string, overrides: Partial<Provider> = {}): Provider {
  return {
    providerId: id,
    businessName: 'tlc',
    brand: { slug: 'harvest-market', name: 'Harvest Market', logoUrl: '/brand-logos/harvest-market/0123456789ab.svg' },
    legalName: 'The Local Clinic',
    vanityName: `Clinic ${id}`,
    name: `Clinic ${id}`,
    qualification: null,
    image: null,
    description: null,
    licensureState: 'OH',
    timezone: 'America/New_York',
    address: {
      addressLines: ['5088 Cedar Ave'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      county: 'Hamilton',
    },
    phone: '(513) 555-0122',
    distance: 1.234567,
    operatingHours: {
      isBreakSame: false,
      mondayToFriday: { start: '09:00', end: '18:00', breakStart: '12:30', breakEnd: '13:30' },
      saturday: { start: '09:00', end: '17:00' },
      sunday: null,
    },
    location: { lat: 39.1, lng: -84.5 },
    isBenefitCode: false,
    services: [29],
    acceptsWalkIns: true,
    rideSharePromo: null,
    ...overrides,
  };
}
