import { schedulerConfig } from '@hs/content';
import type { Provider } from '@hs/contracts';
import type { BookedEntry, SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { providerFixture } from '@/test/provider-fixture';

const clinicProvider = providerFixture('01400489', {
  vanityName: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  name: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  services: [105, 106],
  rideSharePromo: {
    code: 'TLCRIDE3748',
    url: 'https://rides.example.com/promo/tlcride3748',
    discountText: '$10 off your ride to the clinic',
  },
});

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
