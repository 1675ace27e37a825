// @vitest-environment jsdom
// sessionStorage is part of what these tests prove.
import type { Provider } from '@hs/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES, isSameSelection } from './scheduler-state';
import { createSchedulerStore } from './scheduler-store';

const provider = { providerId: '01400489' } as Provider;
const appointment = {
  timestamp: '2026-03-03T14:00:00-05:00',
  timezone: 'America/New_York',
  services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
  reservationCode: 'res-aaaaaaaaaaaaaaaa',
  expiresAt: '2026-03-02T15:10:00Z',
};

describe('scheduler store', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives a reload through sessionStorage', () => {
    createSchedulerStore(sessionStorage).setAppointment(appointment, provider);
    expect(createSchedulerStore(sessionStorage).get().appointment?.reservationCode).toBe('res-aaaaaaaaaaaaaaaa');
  });

  it('clears the follow-up when a new appointment is chosen', () => {
    const store = createSchedulerStore(sessionStorage);
    store.setAppointment(appointment, provider);
    store.setFollowup({ ...appointment, timestamp: '2026-05-02T14:00:00-04:00' });
    store.setAppointment({ ...appointment, timestamp: '2026-03-03T15:00:00-05:00' }, provider);
    expect(store.get().followup).toBeUndefined();
  });

  it('refuses a follow-up without an appointment', () => {
    expect(() => createSchedulerStore(sessionStorage).setFollowup(appointment)).toThrow(
      GUARD_MESSAGES.followupNeedsAppointment,
    );
  });

  it('replaces reservation codes with id, confirmCode and the visit length on booking', () => {
    const store = createSchedulerStore(sessionStorage);
    store.setAppointment(appointment, provider);
    store.setFollowup({ ...appointment, reservationCode: 'res-bbbbbbbbbbbbbbbb' });
    store.markBooked(
      { id: 'A1', confirmCode: 'C1', durationMinutes: 30 },
      { id: 'A2', confirmCode: 'C2', durationMinutes: 15 },
    );
    // The visit's length stays with it, for its calendar file.
    expect(store.get().appointment).toMatchObject({ id: 'A1', confirmCode: 'C1', durationMinutes: 30 });
    expect(store.get().appointment?.reservationCode).toBeUndefined();
    expect(store.get().followup).toMatchObject({ id: 'A2', confirmCode: 'C2', durationMinutes: 15 });
  });

  it('notifies subscribers and empties storage on clear', () => {
    const store = createSchedulerStore(sessionStorage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.setAppointment(appointment, provider);
    store.clear();
    expect(calls).toBe(2);
    expect(sessionStorage.length).toBe(0);
  });

  it('tells the same selection from a different one', () => {
    const a = { timestamp: '2026-03-03T19:00:00Z', providerId: 'p', serviceIds: [2, 1] };
    expect(isSameSelection(a, { timestamp: '2026-03-03T14:00:00-05:00', providerId: 'p', serviceIds: [1, 2] })).toBe(
      true,
    );
    expect(isSameSelection(a, { ...a, providerId: 'q' })).toBe(false);
    expect(isSameSelection(undefined, a)).toBe(false);
  });
});
