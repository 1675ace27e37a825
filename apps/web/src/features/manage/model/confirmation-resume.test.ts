import { afterEach, describe, expect, it } from 'vitest';
import { managedAppointmentFixture } from '@/features/manage/test/managed-appointment-fixture';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { providerFixture } from '@/test/provider-fixture';
import { confirmationToResume, restoreConfirmation } from './confirmation-resume';

const booked = managedAppointmentFixture();
const resume: SchedulerState = {
  appointment: {
    id: booked.id,
    confirmCode: '7KQ49XM2PD',
    timestamp: booked.timestamp,
    timezone: booked.timezone,
    services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
  },
  provider: providerFixture('01400489', { rideSharePromo: null }),
  flow: 'EVERYDAY_VACCINE',
};
const moved = { ...booked, timestamp: '2026-11-27T14:15:00.000Z', sequence: 1 };

afterEach(() => schedulerStore.clear());

describe('restoreConfirmation', () => {
  it('only resumes the confirmation of the appointment moved', () => {
    expect(confirmationToResume({ resume }, booked.id)).toBe(resume);
    expect(confirmationToResume({ resume }, 'AnotherAppointmentAAAA')).toBeNull();
  });

  it('keeps the confirmation’s own clinic when the visit stayed there', () => {
    restoreConfirmation(resume, moved, providerFixture('01400489', { distance: null }));
    expect(schedulerStore.get().provider).toBe(resume.provider);
    expect(schedulerStore.get().appointment).toMatchObject({ timestamp: moved.timestamp, sequence: 1 });
  });

  it('shows the new clinic after a move to another one', () => {
    const other = providerFixture('01400490', { vanityName: 'The Local Clinic at Riverside' });
    restoreConfirmation(resume, { ...moved, provider: { ...moved.provider, providerId: '01400490' } }, other);
    expect(schedulerStore.get().provider).toBe(other);
    expect(schedulerStore.get()).toMatchObject({ flow: 'EVERYDAY_VACCINE', appointment: { id: booked.id } });
  });
});
