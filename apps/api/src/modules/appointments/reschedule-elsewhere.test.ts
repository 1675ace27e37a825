import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { virtualCareHours } from '#api/db/seed/demo-chain/hours.js';
import { rowsOf } from '#api/db/sql-values.js';
import {
  addTestProvider,
  api,
  bookingBody,
  holdBody,
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

const TOMORROW = '2026-03-03';
const LATER = '2026-03-05';

/** Two demo-chain virtual care teams: Indiana is covered by both, Ohio by the eastern one only. */
const team = (id: string, timeZone: string): TestProvider => ({
  id,
  timeZone,
  capacity: 3,
  weeklyHours: virtualCareHours(),
});
const EASTERN = team('virtual-eastern', 'America/New_York');
const CENTRAL = team('virtual-central', 'America/Chicago');
const PACIFIC = team('virtual-pacific', 'America/Los_Angeles');

describe('rescheduling to another clinic or virtual care team', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  const other = useTestProvider(t);
  let slotIndex = 0;

  const nextIndex = () => slotIndex++;
  const book = async (body: ReturnType<typeof bookingBody>) => {
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { appointments: { id: string; confirmCode: string }[] }).appointments[0]!;
  };
  const placeOf = async (id: string) =>
    rowsOf<{ provider_id: string; starts_at: Date | string; sequence: number }>(
      await t.database.db.execute(sql`select provider_id, starts_at, sequence from appointments where id = ${id}`),
    ).map((row) => ({
      providerId: row.provider_id,
      startsAt: new Date(row.starts_at).toISOString(),
      sequence: row.sequence,
    }))[0]!;
  const holdLeft = async (reservationCode: string) =>
    rowsOf(
      await t.database.db.execute(
        sql`select 1 from slot_claims where reservation_code = ${reservationCode} and appointment_id is null`,
      ),
    ).length;

  it('converts the hold at the other clinic into the move; a hold at the first clinic gives no seat there', async () => {
    const index = nextIndex();
    const appointment = await book(bookingBody(clinic, slotsOn(clinic, TOMORROW)[index]!));
    const target = slotsOn(other, LATER)[index]!;
    const stray = (await api.reserve(t, holdBody(clinic, target))).json().data.appointmentReservations;
    const viaStray = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: target.timestamp,
      reservationCode: stray.reservationCode,
      locationNumber: other.id,
    });
    // A hold at the first clinic is not a seat at the other one: the move claims its own there, and the
    // visitor's hold it named is given back.
    expect(viaStray.statusCode, viaStray.body).toBe(200);
    expect(await holdLeft(stray.reservationCode)).toBe(0);
    expect(await placeOf(appointment.id)).toEqual({ providerId: other.id, startsAt: target.timestamp, sequence: 1 });

    const next = slotsOn(other, LATER)[index + 16]!;
    const held = (await api.reserve(t, holdBody(other, next))).json().data.appointmentReservations;
    const moved = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: next.timestamp,
      reservationCode: held.reservationCode,
      locationNumber: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ providerId: other.id, timestamp: next.timestamp });
    expect(await holdLeft(held.reservationCode)).toBe(0);
    // The first clinic's seat is free for anyone again.
    expect((await api.reserve(t, holdBody(clinic, slotsOn(clinic, TOMORROW)[index]!))).statusCode).toBe(201);
  });

  it('applies the other clinic’s hours, zone and services and the services’ window', async () => {
    const index = nextIndex();
    const appointment = await book(bookingBody(clinic, slotsOn(clinic, TOMORROW)[index]!));
    const chicago = await addTestProvider(t, { timeZone: 'America/Chicago' });
    const noFlu = await addTestProvider(t, { serviceIds: [SERVICES.sickVisit] });
    const move = (locationNumber: string, dateTime: string) =>
      api.reschedule(t, appointment.id, { confirmCode: appointment.confirmCode, dateTime, locationNumber });

    // 9:00 in New York is 8:00 in Chicago, before that clinic opens.
    const beforeOpening = await move(chicago.id, slotsOn(clinic, LATER)[0]!.timestamp);
    expect(beforeOpening.statusCode).toBe(400);
    expect(beforeOpening.json().errors[0]).toMatchObject({
      field: 'dateTime',
      message: 'The time is not an appointment time at this location.',
    });
    const notOffered = await move(noFlu.id, slotsOn(noFlu, LATER)[index]!.timestamp);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors[0]).toMatchObject({
      field: 'locationNumber',
      message: 'The service is not offered at this location.',
    });
    const tooFar = await move(other.id, slotsOn(other, '2026-09-01')[index]!.timestamp);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors[0].field).toBe('dateTime');
    const unknown = await move('NOSUCH001', slotsOn(other, LATER)[index]!.timestamp);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('locationNumber');
    expect((await placeOf(appointment.id)).sequence).toBe(0);

    const inChicago = await move(chicago.id, slotsOn(chicago, LATER)[index]!.timestamp);
    expect(inChicago.statusCode, inChicago.body).toBe(200);
    expect(inChicago.json().data.appointment).toMatchObject({ providerId: chicago.id, timezone: 'America/Chicago' });
  });

  it('keeps one appointment per patient, service and day across clinics', async () => {
    const index = nextIndex();
    const patient = 7000 + index;
    await book(bookingBody(other, slotsOn(other, TOMORROW)[index + 20]!, { patient }));
    const second = await book(bookingBody(clinic, slotsOn(clinic, LATER)[index + 20]!, { patient }));
    const sameDay = await api.reschedule(t, second.id, {
      confirmCode: second.confirmCode,
      dateTime: slotsOn(other, TOMORROW)[index + 21]!.timestamp,
      locationNumber: other.id,
    });
    expect(sameDay.statusCode).toBe(429);
    expect(sameDay.json().errors[0].code).toBe('ALREADY_BOOKED');
  });

  it('moves a virtual visit only with the patient’s state, to a team licensed there', async () => {
    const index = nextIndex();
    const booked = slotsOn(EASTERN, TOMORROW)[index]!;
    const appointment = await book(
      bookingBody(EASTERN, booked, {
        serviceIds: [SERVICES.virtualSick],
        locationNumber: undefined,
        licensureState: 'OH',
      }),
    );
    expect((await placeOf(appointment.id)).providerId).toBe(EASTERN.id);
    // Virtual sick visits are booked today or tomorrow only: the move stays within tomorrow.
    const target = slotsOn(EASTERN, TOMORROW)[index + 30]!;
    const move = (extra: object) =>
      api.reschedule(t, appointment.id, { confirmCode: appointment.confirmCode, dateTime: target.timestamp, ...extra });

    const noState = await move({});
    expect(noState.statusCode).toBe(400);
    expect(noState.json().errors[0].field).toBe('licensureState');
    const unlicensedState = await move({ licensureState: 'AK' });
    expect(unlicensedState.statusCode).toBe(400);
    expect(unlicensedState.json().errors[0].field).toBe('licensureState');
    const unlicensedTeam = await move({
      licensureState: 'OH',
      locationNumber: PACIFIC.id,
      dateTime: slotsOn(PACIFIC, TOMORROW)[index]!.timestamp,
    });
    expect(unlicensedTeam.statusCode).toBe(400);
    expect(unlicensedTeam.json().errors[0]).toMatchObject({
      field: 'licensureState',
      message: 'This provider is not licensed in that state.',
    });
    const clinicInstead = await move({ licensureState: 'OH', locationNumber: clinic.id });
    expect(clinicInstead.statusCode).toBe(400);
    expect((await placeOf(appointment.id)).sequence).toBe(0);

    // Held as the booking flow holds it: by state, on the team the server picks.
    const hold = await api.reserve(t, {
      serviceId: SERVICES.virtualSick,
      businessName: 'tlc',
      reservationTime: target.wallClock,
      locationNumber: EASTERN.id,
      licensureState: 'OH',
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const { reservationCode } = hold.json().data.appointmentReservations;
    const moved = await move({ licensureState: 'OH', locationNumber: EASTERN.id, reservationCode });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await placeOf(appointment.id)).toEqual({ providerId: EASTERN.id, startsAt: target.timestamp, sequence: 1 });
    expect(await holdLeft(reservationCode)).toBe(0);
  });

  it('moves a virtual visit to another team licensed in the patient’s state', async () => {
    const index = nextIndex();
    const appointment = await book(
      bookingBody(EASTERN, slotsOn(EASTERN, TOMORROW)[index + 8]!, {
        serviceIds: [SERVICES.virtualSick],
        locationNumber: EASTERN.id,
        licensureState: 'IN',
      }),
    );
    const target = slotsOn(CENTRAL, TOMORROW)[index + 8]!;
    const moved = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: target.timestamp,
      locationNumber: CENTRAL.id,
      licensureState: 'IN',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ providerId: CENTRAL.id, timezone: 'America/Chicago' });
  });
});
