import { physicalResultsPath } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { managedAppointmentFixture } from '@/features/manage/test/managed-appointment-fixture';
import { availabilityFixture, dayFixture } from '@/test/availability-fixtures';
import { providerFixture } from '@/test/provider-fixture';
import { clinicChoices, nearbyClinicsSearch, servicesToMove } from './clinic-choices';

const current = (name: string) => `${name} (current clinic)`;
const days = [dayFixture('2026-11-24', 4, [105])];
const clinic = (id: string, distance: number | null, services = [105, 106]) =>
  availabilityFixture(providerFixture(id, { distance, services, vanityName: `Clinic ${id}` }), days);

describe('clinicChoices', () => {
  it('lists the appointment’s own clinic first, then the others offering the service, nearest first', () => {
    const appointment = managedAppointmentFixture();
    const found = [
      clinic('01400490', 4.25),
      clinic(appointment.provider.providerId, 0.5),
      clinic('01400491', 1.04),
      clinic('01400492', null),
    ];
    expect(clinicChoices(appointment, found, current)).toEqual([
      { providerId: '01400489', label: 'Harvest Market (current clinic)' },
      { providerId: '01400491', label: 'Clinic 01400491 (1.0 mile)' },
      { providerId: '01400490', label: 'Clinic 01400490 (4.3 miles)' },
      { providerId: '01400492', label: 'Clinic 01400492' },
    ]);
  });

  it('names the other clinics by what tells them apart, not by the brand they all start with', () => {
    const appointment = managedAppointmentFixture();
    const named = (id: string, vanityName: string, distance: number) =>
      availabilityFixture(providerFixture(id, { distance, services: [105], vanityName }), days);
    const labels = clinicChoices(
      appointment,
      [
        named('01400491', 'The Local Clinic at Harvest Market – Cedar Ave, Cincinnati', 1.04),
        named('01400492', 'The Local Clinic at Maple & Main Market – Prospect Ave, Cincinnati', 2.5),
      ],
      current,
    ).map((choice) => choice.label);
    expect(labels.slice(1)).toEqual([
      'Harvest Market – Cedar Ave, Cincinnati (1.0 mile)',
      'Maple & Main Market – Prospect Ave, Cincinnati (2.5 miles)',
    ]);
  });

  it('leaves out clinics without the service, and those without the follow-up’s when it moves along', () => {
    const appointment = managedAppointmentFixture({
      followupAppointment: {
        id: 'FollowupAppointmentAAA',
        status: 'BOOKED',
        timestamp: '2027-01-25T19:00:00.000Z',
        timezone: 'America/New_York',
        services: [{ id: 106, name: 'Shingles Vaccine Dose 2' }],
        sequence: 0,
        durationMinutes: 15,
      },
      followupAfterDays: 60,
    });
    expect(servicesToMove(appointment)).toEqual([105, 106]);
    const found = [
      clinic('01400490', 1, [105, 106]),
      clinic('01400491', 2, [105]),
      availabilityFixture(providerFixture('01400493', { services: [] }), [], 'SERVICE_UNAVAILABLE'),
    ];
    expect(clinicChoices(appointment, found, current).map((choice) => choice.providerId)).toEqual([
      '01400489',
      '01400490',
    ]);
  });

  it('offers the appointment’s own clinic alone until the search answers', () => {
    expect(clinicChoices(managedAppointmentFixture(), [], current)).toHaveLength(1);
  });
});

describe('nearbyClinicsSearch', () => {
  it('searches around the clinic’s ZIP code for the appointment’s services and business', () => {
    const request = nearbyClinicsSearch(managedAppointmentFixture(), '2026-11-20');
    expect(request?.path).toBe(physicalResultsPath);
    expect(request?.query).toMatchObject({
      'filter.freeFormAddress': '45202',
      'filter.serviceIds': [105],
      'filter.businessNames': ['tlc'],
      'filter.startDate': '2026-11-20',
    });
  });

  it('searches nothing for virtual care or for a follow-up, which stays at its first appointment’s clinic', () => {
    const virtual = managedAppointmentFixture({
      provider: { providerId: 'virtual-eastern', kind: 'virtual', name: 'Virtual Care', phone: null, address: null },
    });
    expect(nearbyClinicsSearch(virtual, '2026-11-20')).toBeNull();
    expect(nearbyClinicsSearch(managedAppointmentFixture({ isFollowup: true }), '2026-11-20')).toBeNull();
  });
});
