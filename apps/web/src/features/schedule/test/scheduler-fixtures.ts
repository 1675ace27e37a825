import type { AppointmentEntry, SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { providerFixture } from '@/test/provider-fixture';

export const PROVIDER = providerFixture('01400489');

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
