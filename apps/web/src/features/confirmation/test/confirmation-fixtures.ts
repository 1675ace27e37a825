import { schedulerConfig } from '@hs/content';
import type { Provider } from '@hs/contracts';
import type { SchedulerState } from '../../../lib/scheduler-store/scheduler-state';
import type { BookedEntry } from '../model/confirmation-view';

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Harvest Market</title><rect width="10" height="10"/></svg>';

export const clinicProvider: Provider = {
  providerId: '01400489',
  businessName: 'tlc',
  brand: { slug: 'harvest-market', name: 'Harvest Market', logoSvg },
  legalName: 'The Local Clinic',
  vanityName: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  name: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
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
  distance: 0,
  operatingHours: {
    isBreakSame: true,
    mondayToFriday: { start: '09:00', end: '18:00' },
    saturday: null,
    sunday: null,
  },
  location: { lat: 39.1, lng: -84.5 },
  isBenefitCode: false,
  services: [105, 106],
  acceptsWalkIns: true,
  rideSharePromo: {
    code: 'TLCRIDE3748',
    url: 'https://rides.example.com/promo/tlcride3748',
    discountText: '$10 off your ride to the clinic',
  },
};

export const dietitianProvider: Provider = {
  ...clinicProvider,
  providerId: 'dietitian-amara-okafor',
  businessName: 'dietitian',
  brand: null,
  vanityName: 'Amara Okafor',
  name: 'Amara Okafor',
  qualification: 'RDN, LD',
  image: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  address: null,
  phone: null,
  location: null,
  rideSharePromo: null,
};

export const firstAppointment: BookedEntry = {
  id: 'Daqa52eKEXwt4ELoFk0uEw',
  confirmCode: 'lxfB0uMtZgXXeE0A3Ze4MQ',
  timestamp: '2026-11-23T19:00:00.000Z',
  timezone: 'America/New_York',
  services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
};

export const followupAppointment: BookedEntry = {
  id: '4DQXZKmZdIozv5ag22WWLw',
  confirmCode: 'NdJZZOkl5XLP06MphmRtWw',
  timestamp: '2027-01-22T19:00:00.000Z',
  timezone: 'America/New_York',
  services: [{ id: 106, name: 'Shingles Vaccine Dose 2', isVaccine: true, isAvailable: true }],
};

export const bookedState: SchedulerState = {
  appointment: firstAppointment,
  provider: clinicProvider,
  flow: 'EVERYDAY_VACCINE',
  category: 'Vaccines',
  patient: {
    firstName: 'Zephyrine',
    lastName: 'Quillfeather',
    phone: '614-555-0142',
    email: 'zephyrine@example.org',
    dateOfBirth: '1984-07-19',
  },
};

export const categories = schedulerConfig.data.categories;
