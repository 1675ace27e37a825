import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from './app.js';
import { api, bookingBody, holdBody, slotsOn, type TestProvider } from './scheduling-fixtures.js';

/** The day appointments are booked on, and the later day they move to (the test clock starts on 2026-03-02). */
export const TOMORROW = '2026-03-03';
export const LATER = '2026-03-05';

interface BookingData {
  appointments: { id: string; confirmCode: string }[];
  followupAppointment?: { id: string; confirmCode: string };
}

/**
 * Bookings to move and what a move leaves behind, for the reschedule tests: each booking takes the next slot index,
 * so the tests of one app never meet each other's appointments.
 */
export function rescheduleFixtures(t: TestApp, clinic: TestProvider) {
  let slotIndex = 0;
  const nextIndex = () => slotIndex++;
  const bookAt = async (provider: TestProvider, day: string, index: number, overrides = {}) => {
    const slot = slotsOn(provider, day)[index]!;
    const body = bookingBody(provider, slot, overrides);
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return { slot, body, ...(response.json().data as BookingData) };
  };
  const row = async (id: string) =>
    rowsOf<{ starts_at: Date; provider_id: string; status: string; sequence: number; language: string }>(
      await t.database.db.execute(
        sql`select starts_at, provider_id, status, sequence, language from appointments where id = ${id}`,
      ),
    )[0]!;
  const claimsOf = async (id: string) =>
    rowsOf<{ provider_id: string; starts_at: Date | string }>(
      await t.database.db.execute(
        sql`select provider_id, starts_at from slot_claims where appointment_id = ${id} order by starts_at`,
      ),
    ).map((claim) => ({ provider_id: claim.provider_id, starts_at: new Date(claim.starts_at).toISOString() }));
  /** A booked appointment, a hold on a later seat, and the move the web app sends for it. */
  const heldMove = async () => {
    const index = nextIndex();
    const [appointment] = (await bookAt(clinic, TOMORROW, index)).appointments;
    const target = slotsOn(clinic, LATER)[index]!;
    const hold = await api.reserve(t, holdBody(clinic, target));
    expect(hold.statusCode, hold.body).toBe(201);
    const body = {
      confirmCode: appointment!.confirmCode,
      language: 'en',
      dateTime: target.timestamp,
      reservationCode: hold.json().data.appointmentReservations.reservationCode as string,
      locationNumber: clinic.id,
    };
    return { id: appointment!.id, body, target };
  };
  const reschedules = async (id: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where appointment_id = ${id} and action = 'reschedule'`,
      ),
    )[0]!.n;

  /** The "new time" and "other clinic" messages queued for the appointment, e-mails and texts. */
  const changeMessages = async (id: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from notification_outbox
          where appointment_id = ${id} and kind in ('reschedule', 'relocation')`,
      ),
    )[0]!.n;

  return { nextIndex, bookAt, row, claimsOf, heldMove, reschedules, changeMessages };
}
