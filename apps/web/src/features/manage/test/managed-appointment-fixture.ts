import type { ManagedAppointment } from '@hs/contracts';

/** Test support only: a booked clinic appointment as the lookup answers it. */
export function managedAppointmentFixture(overrides: Partial<ManagedAppointment> = {}): ManagedAppointment {
  return {
    id: 'Daqa52eKEXwt4ELoFk0uEw',
    status: 'BOOKED',
    timestamp: '2026-11-23T19:00:00.000Z',
    timezone: 'America/New_York',
    services: [{ id: 105, name: 'Shingles Vaccine Dose 1' }],
    sequence: 0,
    durationMinutes: 15,
    businessName: 'tlc',
    isFollowup: false,
    provider: {
      providerId: '01400489',
      kind: 'clinic',
      name: 'The Local Clinic at Harvest Market',
      phone: '(513) 555-0122',
      address: { addressLines: ['100 Main St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
    },
    followupAppointment: null,
    followupAfterDays: null,
    earliestDate: null,
    ...overrides,
  };
}
