import type { ClinicDetails } from '@hs/contracts';

/** Test support only: a bookable clinic as clinic-details answers it. */
export const clinicDetailsFixture: ClinicDetails = {
  id: '01400489',
  name: 'The Local Clinic at Harvest Market',
  vanityName: 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati',
  phone: '5135550122',
  address: { lines: ['5088 Cedar Ave'], city: 'Cincinnati', state: 'OH', zip: '45202' },
  distance: 1.25,
  location: { lat: 39.1072, lng: -84.502 },
  timeZone: 'America/New_York',
  nextAvailableAppointment: '2026-11-24T14:00:00.000Z',
  hours: {
    today: '9:00 AM - 6:00 PM',
    week: [
      { day: 'Mon-Fri', hours: '8:30 AM - 7:30 PM' },
      { day: 'Sat', hours: '9:00 AM - 12:00 PM' },
      { day: 'Sun', hours: 'Closed' },
    ],
    todayTimes: { from: '09:00', to: '18:00' },
  },
  lunchHours: '12:30 PM - 1:30 PM',
  lunchTimes: { from: '12:30', to: '13:30' },
  waitInfo: { description: 'No Wait', clinicAvailable: true, waitMinutes: 0 },
  isSchedulerEnabled: true,
  isTelehealthEnabled: true,
  storeBanner: { slug: 'harvest', name: 'Harvest Market', logoUrl: '/brand-logos/harvest/0123456789ab.svg' },
  acceptsWalkIns: true,
  rideSharePromo: null,
  services: [],
  weeklyHours: [],
  closures: [],
};
