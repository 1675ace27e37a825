import { afterEach, describe, expect, it } from 'vitest';
import { closures } from '#api/db/schema.js';
import { api, bookingBody, countRows, holdBody, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

// TEST_TODAY is Monday 2 March 2026; the test clinic opens 09:00-17:00 on weekdays with a 12:00-13:00 lunch.
const TOMORROW = '2026-03-03';
const LATER = '2026-03-05';

/** Holds, bookings and reschedules honour closures as the slot lists do: the server refuses a closed time. */
describe('times a clinic is closed', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  afterEach(() => t.database.db.delete(closures));

  const closeMorning = (date: string) =>
    t.database.db.insert(closures).values({
      id: `training-${date}`,
      providerId: clinic.id,
      startsLocal: `${date} 00:00`,
      endsLocal: `${date} 11:00`,
      reason: 'Staff training',
    });
  /** The open slot at a wall-clock time, as the hours alone give it. */
  const slotAt = (date: string, time: string) =>
    slotsOn(clinic, date).find((slot) => slot.wallClock === `${date} ${time}:00`)!;

  it('refuses to hold or book a time inside a closure, and writes nothing', async () => {
    await closeMorning(TOMORROW);
    const before = await countRows(t);
    for (const time of ['09:00', '10:45']) {
      const hold = await api.reserve(t, holdBody(clinic, slotAt(TOMORROW, time)));
      expect(hold.statusCode, hold.body).toBe(400);
      const booking = await api.book(t, bookingBody(clinic, slotAt(TOMORROW, time)));
      expect(booking.statusCode, booking.body).toBe(400);
    }
    expect(await countRows(t)).toEqual(before);
    // The first time after it can be held.
    expect((await api.reserve(t, holdBody(clinic, slotAt(TOMORROW, '11:00')))).statusCode).toBe(201);
  });

  it('refuses a chain-wide closure (no provider) at every clinic', async () => {
    await t.database.db.insert(closures).values({
      id: 'holiday',
      providerId: null,
      startsLocal: `${LATER} 00:00`,
      endsLocal: '2026-03-06 00:00',
      reason: 'Chain holiday',
    });
    expect((await api.reserve(t, holdBody(clinic, slotAt(LATER, '14:00')))).statusCode).toBe(400);
  });

  it('refuses to move an appointment into a closure', async () => {
    const booked = await api.book(t, bookingBody(clinic, slotAt(LATER, '15:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    const [appointment] = booked.json().data.appointments as { id: string; confirmCode: string }[];
    await closeMorning(TOMORROW);
    const moved = await api.reschedule(t, appointment!.id, {
      confirmCode: appointment!.confirmCode,
      dateTime: slotAt(TOMORROW, '09:30').timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(400);
  });
});
