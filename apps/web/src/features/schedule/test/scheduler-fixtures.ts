import type { Provider } from '@hs/contracts';
import type { AppointmentEntry, SchedulerState } from '../../../lib/scheduler-store/scheduler-state';

export const PROVIDER: Provider = {
  providerId: '01400489',
  businessName: 'tlc',
  brand: null,
  legalName: 'The Local Clinic of Ohio, LLC',
  vanityName: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  name: 'The Local Clinic',
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
  phone: '513-555-0100',
  distance: 1.2,
  operatingHours: {
    isBreakSame: true,
    mondayToFriday: { start: '08:30', end: '19:30', breakStart: '12:30', breakEnd: '13:00' },
    saturday: { start: '09:00', end: '17:00' },
    sunday: null,
  },
  location: { lat: 39.1, lng: -84.5 },
  isBenefitCode: false,
  services: [29],
  acceptsWalkIns: true,
  rideSharePromo: null,
};

export const HELD: AppointmentEntry = {
  timestamp: '2026-11-23T10:00:00-05:00',
  timezone: 'America/New_York',
  services: [{ id: 29, name: 'Sick Visit', isVaccine: false, isAvailable: true }],
  reservationCode: 'hold_AAAAAAAAAAAAAAAAAAAA',
  expiresAt: '2026-11-23T09:00:00.000Z',
};

export const SICK_VISIT: SchedulerState = {
  appointment: HELD,
  provider: PROVIDER,
  flow: 'IN_PERSON',
  category: 'Illness & Injury',
  search: {
    type: 'Illness & Injury',
    location: '45202',
    date: '2026-11-23',
    isPharmacyOnly: false,
    page: 1,
    serviceIds: [29],
    medicaid: false,
    external: false,
    shouldAddPromotion: false,
    showLeadTimeWarning: false,
  },
};
