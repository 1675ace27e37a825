import { describe, expect, it } from 'vitest';
import { managedAppointmentFixture } from '@/features/manage/test/managed-appointment-fixture';
import { providerFixture } from '@/test/provider-fixture';
import { movedAppointment } from './moved-appointment';

const moved = (providerId: string) => ({
  appointment: {
    id: 'Daqa52eKEXwt4ELoFk0uEw',
    timestamp: '2026-11-25T15:30:00.000Z',
    timezone: 'America/New_York',
    providerId,
    serviceIds: [105],
    status: 'BOOKED' as const,
    sequence: 1,
    durationMinutes: 15,
  },
});

describe('movedAppointment', () => {
  it('keeps the place as found when the visit stays at its clinic', () => {
    const appointment = managedAppointmentFixture();
    const after = movedAppointment(appointment, moved('01400489'), providerFixture('01400489'));
    expect(after).toEqual({ ...appointment, timestamp: '2026-11-25T15:30:00.000Z', sequence: 1 });
  });

  it('shows the new clinic, its address and phone after a move there', () => {
    const other = providerFixture('01400490', { vanityName: 'The Local Clinic at Riverside', phone: '(513) 555-0190' });
    const after = movedAppointment(managedAppointmentFixture(), moved('01400490'), other);
    expect(after.provider).toEqual({
      providerId: '01400490',
      kind: 'clinic',
      name: 'The Local Clinic at Riverside',
      phone: '(513) 555-0190',
      address: { addressLines: ['5088 Cedar Ave'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
    });
  });
});
