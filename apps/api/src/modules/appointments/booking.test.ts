import { BookingResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import {
  addTestProvider,
  api,
  bookingBody,
  countRows,
  holdBody,
  SERVICES,
  slotsOn,
} from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

const TOMORROW = '2026-03-03';

describe('POST /appointment-management/v2/appointments', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);

  const claimsOfAppointment = async (id: string) =>
    rowsOf<{ expires_at: Date | null; reservation_code: string | null; starts_at: Date }>(
      await t.database.db.execute(
        sql`select expires_at, reservation_code, starts_at from slot_claims where appointment_id = ${id} order by starts_at`,
      ),
    );

  const holdCode = async (body: unknown) => {
    const response = await api.reserve(t, body);
    expect(response.statusCode).toBe(201);
    return response.json().data.appointmentReservations.reservationCode as string;
  };

  it('converts the hold into the booking and answers the §7 envelope', async () => {
    const slot = slotsOn(clinic, TOMORROW)[0]!;
    const reservationCode = await holdCode(holdBody(clinic, slot));
    const response = await api.book(t, bookingBody(clinic, slot, { reservationCode }));
    expect(response.statusCode).toBe(201);
    const { data } = BookingResponseSchema.parse(response.json());
    const [appointment] = data.appointments;
    expect(appointment).toMatchObject({
      timestamp: slot.timestamp,
      timezone: 'America/New_York',
      providerId: clinic.id,
      serviceIds: [SERVICES.flu],
      status: 'BOOKED',
    });
    expect(appointment!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Ten Crockford base32 characters (no I, L, O or U): 50 bits a person can read out (decision 018).
    expect(appointment!.confirmCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(data.followupAppointment).toBeUndefined();
    const claims = await claimsOfAppointment(appointment!.id);
    expect(claims).toEqual([expect.objectContaining({ expires_at: null, reservation_code: null })]);
    // The code is spent: releasing it now gives nothing back.
    expect((await api.release(t, reservationCode)).statusCode).toBe(204);
    expect(await claimsOfAppointment(appointment!.id)).toHaveLength(1);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(409);
  });

  it('claims a free slot directly when there is no hold', async () => {
    const slot = slotsOn(clinic, TOMORROW)[1]!;
    const response = await api.book(t, bookingBody(clinic, slot));
    expect(response.statusCode).toBe(201);
    expect(await claimsOfAppointment(response.json().data.appointments[0].id)).toHaveLength(1);
  });

  it('answers 409 when another hold has the last seat, writing nothing', async () => {
    const slot = slotsOn(clinic, TOMORROW)[2]!;
    await holdCode(holdBody(clinic, slot));
    const before = await countRows(t);
    const response = await api.book(t, bookingBody(clinic, slot));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('SLOT_TAKEN');
    expect(await countRows(t)).toEqual(before);
  });

  it('books after the hold expired if the seat is still free, and 409 if it was taken', async () => {
    const [free, taken] = [slotsOn(clinic, TOMORROW)[3]!, slotsOn(clinic, TOMORROW)[5]!];
    const freeCode = await holdCode(holdBody(clinic, free));
    const takenCode = await holdCode(holdBody(clinic, taken));
    t.clock.advance(11 * 60_000);
    await holdCode(holdBody(clinic, taken));
    expect((await api.book(t, bookingBody(clinic, free, { reservationCode: freeCode }))).statusCode).toBe(201);
    expect((await api.book(t, bookingBody(clinic, taken, { reservationCode: takenCode }))).statusCode).toBe(409);
    t.clock.advance(-11 * 60_000);
  });

  it('claims every cell of a multi-service visit, whose lengths add up', async () => {
    const slot = slotsOn(clinic, '2026-03-05', 35)[0]!;
    const response = await api.book(t, bookingBody(clinic, slot, { serviceIds: [SERVICES.sickVisit, SERVICES.flu] }));
    expect(response.statusCode).toBe(201);
    const cells = await claimsOfAppointment(response.json().data.appointments[0].id);
    expect(cells.map((cell) => new Date(cell.starts_at).toISOString())).toEqual([
      '2026-03-05T14:00:00.000Z',
      '2026-03-05T14:15:00.000Z',
      '2026-03-05T14:30:00.000Z',
    ]);
  });

  it('answers 429 when the patient already has the service that day, whatever the name’s case', async () => {
    const [morning, later] = [slotsOn(clinic, '2026-03-06')[0]!, slotsOn(clinic, '2026-03-06')[8]!];
    const first = bookingBody(clinic, morning);
    expect((await api.book(t, first)).statusCode).toBe(201);
    const samePatientShouting = bookingBody(clinic, later, {
      basicInfo: {
        ...first.basicInfo,
        firstName: `  ${first.basicInfo.firstName.toUpperCase()}`,
        lastName: first.basicInfo.lastName.toLowerCase(),
      },
    });
    const before = await countRows(t);
    const response = await api.book(t, samePatientShouting);
    expect(response.statusCode).toBe(429);
    expect(await countRows(t)).toEqual(before);
    // Another service the same day is fine.
    const other = {
      ...samePatientShouting,
      serviceIds: [SERVICES.sickVisit],
      dateTime: slotsOn(clinic, '2026-03-06', 20)[12]!.timestamp,
    };
    expect((await api.book(t, other)).statusCode).toBe(201);
  });

  it('books a follow-up with its first appointment, converting both holds', async () => {
    const first = slotsOn(clinic, TOMORROW)[10]!;
    const second = slotsOn(clinic, '2026-03-31')[0]!;
    const firstCode = await holdCode(holdBody(clinic, first, SERVICES.hepB1));
    const secondCode = await holdCode(holdBody(clinic, second, SERVICES.hepB2));
    const body = bookingBody(clinic, first, {
      serviceIds: [SERVICES.hepB1],
      reservationCode: firstCode,
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: second.timestamp, timezone: 'America/New_York' },
        reservationCode: secondCode,
      },
    });
    const response = await api.book(t, body);
    expect(response.statusCode).toBe(201);
    const { data } = BookingResponseSchema.parse(response.json());
    expect(data.followupAppointment).toMatchObject({ timestamp: second.timestamp, serviceIds: [SERVICES.hepB2] });
    expect(data.followupAppointment!.confirmCode).not.toBe(data.appointments[0]!.confirmCode);
    const rows = rowsOf<{ id: string; first_appointment_id: string | null }>(
      await t.database.db.execute(
        sql`select id, first_appointment_id from appointments where id in (${data.appointments[0]!.id}, ${data.followupAppointment!.id})`,
      ),
    );
    expect(rows.find((row) => row.id === data.followupAppointment!.id)?.first_appointment_id).toBe(
      data.appointments[0]!.id,
    );
    expect(await claimsOfAppointment(data.followupAppointment!.id)).toHaveLength(1);
  });

  it('refuses a follow-up that is too early or not a follow-up, and rolls back both when its seat is gone', async () => {
    const first = slotsOn(clinic, TOMORROW)[11]!;
    const tooEarly = slotsOn(clinic, '2026-03-30')[0]!;
    const followupAt = (slot: { timestamp: string }, serviceId: number = SERVICES.hepB2) => ({
      serviceId,
      dateTime: { value: slot.timestamp, timezone: 'America/New_York' },
    });
    const early = await api.book(
      t,
      bookingBody(clinic, first, { serviceIds: [SERVICES.hepB1], followupAppointment: followupAt(tooEarly) }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('followupAppointment.dateTime.value');
    const wrongService = await api.book(
      t,
      bookingBody(clinic, first, {
        serviceIds: [SERVICES.hepB1],
        followupAppointment: followupAt(slotsOn(clinic, '2026-03-31')[1]!, SERVICES.flu),
      }),
    );
    expect(wrongService.statusCode).toBe(400);
    expect(wrongService.json().errors[0].field).toBe('followupAppointment.serviceId');

    const takenFollowup = slotsOn(clinic, '2026-03-31')[2]!;
    await holdCode(holdBody(clinic, takenFollowup, SERVICES.hepB2));
    const before = await countRows(t);
    const conflict = await api.book(
      t,
      bookingBody(clinic, first, { serviceIds: [SERVICES.hepB1], followupAppointment: followupAt(takenFollowup) }),
    );
    expect(conflict.statusCode).toBe(409);
    expect(await countRows(t)).toEqual(before);
  });

  it('books a virtual visit by licensure state, on the provider its hold chose', async () => {
    const reserve = {
      serviceId: SERVICES.virtualSick,
      businessName: 'tlc',
      reservationTime: `${TOMORROW} 15:00:00`,
      licensureState: 'OH',
    };
    const held = (await api.reserve(t, reserve)).json().data.appointmentReservations;
    const body = bookingBody(clinic, { timestamp: held.timestamp } as never, {
      serviceIds: [SERVICES.virtualSick],
      locationNumber: undefined,
      licensureState: 'OH',
      reservationCode: held.reservationCode,
    });
    const response = await api.book(t, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.appointments[0]).toMatchObject({
      providerId: held.providerId,
      timezone: held.timezone,
    });
  });

  it('ignores a hold at another location and books the location asked for', async () => {
    const elsewhere = await addTestProvider(t);
    const slot = slotsOn(clinic, TOMORROW)[12]!;
    const foreignCode = await holdCode(holdBody(elsewhere, slot));
    const response = await api.book(t, bookingBody(clinic, slot, { reservationCode: foreignCode }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.appointments[0].providerId).toBe(clinic.id);
  });
});
