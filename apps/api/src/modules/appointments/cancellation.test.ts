import { AppointmentDetailsResponseSchema, CancelResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { secondProcess } from '#api/test/app.js';
import { api, bookingBody, holdBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

const TOMORROW = '2026-03-03';

describe('PUT and GET /appointment-management/v2/appointments/{id}', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  let slotIndex = 0;

  const nextSlot = () => slotsOn(clinic, TOMORROW)[slotIndex++]!;
  const bookOne = async () => {
    const slot = nextSlot();
    const response = await api.book(t, bookingBody(clinic, slot));
    expect(response.statusCode).toBe(201);
    return { slot, ...(response.json().data.appointments[0] as { id: string; confirmCode: string }) };
  };
  const bookWithFollowup = async () => {
    const first = nextSlot();
    const second = slotsOn(clinic, '2026-03-31')[slotIndex]!;
    const response = await api.book(
      t,
      bookingBody(clinic, first, {
        serviceIds: [SERVICES.hepB1],
        followupAppointment: {
          serviceId: SERVICES.hepB2,
          dateTime: { value: second.timestamp, timezone: 'America/New_York' },
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data as {
      appointments: { id: string; confirmCode: string }[];
      followupAppointment: { id: string; confirmCode: string };
    };
  };
  const statusOf = async (id: string) =>
    rowsOf<{ status: string }>(await t.database.db.execute(sql`select status from appointments where id = ${id}`))[0]
      ?.status;
  const claimCount = async (id: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from slot_claims where appointment_id = ${id}`),
    )[0]!.n;

  it('cancels with the confirmation code, gives the seat back and answers the §7 envelope', async () => {
    const booked = await bookOne();
    const response = await api.cancel(t, booked.id, booked.confirmCode);
    expect(response.statusCode).toBe(200);
    expect(CancelResponseSchema.parse(response.json()).data.data).toEqual({
      id: booked.id,
      status: 'CANCELED',
      canceled: [booked.id],
    });
    expect(await statusOf(booked.id)).toBe('CANCELED');
    expect(await claimCount(booked.id)).toBe(0);
    expect((await api.reserve(t, holdBody(clinic, booked.slot))).statusCode).toBe(201);
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`select action from audit_log where appointment_id = ${booked.id} order by id`),
    );
    expect(audit.map((row) => row.action)).toEqual(['book', 'cancel']);
  });

  it('answers 409 when the appointment is already canceled', async () => {
    const booked = await bookOne();
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    const again = await api.cancel(t, booked.id, booked.confirmCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This appointment has already been canceled.');
  });

  it('cancels the follow-up with its first appointment', async () => {
    const data = await bookWithFollowup();
    const [first] = data.appointments;
    const response = await api.cancel(t, first!.id, first!.confirmCode);
    expect(response.json().data.data.canceled).toEqual([first!.id, data.followupAppointment.id]);
    expect(await statusOf(data.followupAppointment.id)).toBe('CANCELED');
    expect(await claimCount(data.followupAppointment.id)).toBe(0);
  });

  it('cancels only the follow-up when the follow-up is canceled', async () => {
    const data = await bookWithFollowup();
    const followup = data.followupAppointment;
    const response = await api.cancel(t, followup.id, followup.confirmCode);
    expect(response.json().data.data.canceled).toEqual([followup.id]);
    expect(await statusOf(data.appointments[0]!.id)).toBe('BOOKED');
    const first = data.appointments[0]!;
    expect((await api.cancel(t, first.id, first.confirmCode)).json().data.data.canceled).toEqual([first.id]);
  });

  it('gives a wrong code and an unknown id the very same 404', async () => {
    const booked = await bookOne();
    const wrongCode = await api.cancel(t, booked.id, 'AAAAAAAAAAAAAAAAAAAAAA', '198.51.100.1');
    const unknownId = await api.cancel(t, 'BBBBBBBBBBBBBBBBBBBBBB', booked.confirmCode, '198.51.100.1');
    const strip = (body: string) => ({ ...JSON.parse(body), requestId: undefined });
    expect(wrongCode.statusCode).toBe(404);
    expect(unknownId.statusCode).toBe(404);
    expect(strip(wrongCode.body)).toEqual(strip(unknownId.body));
    expect(await statusOf(booked.id)).toBe('BOOKED');
    const details = await api.details(t, booked.id, 'AAAAAAAAAAAAAAAAAAAAAA', '198.51.100.1');
    expect(strip(details.body)).toEqual(strip(wrongCode.body));
  });

  it('refuses a malformed id, code or status with 400 naming it', async () => {
    const booked = await bookOne();
    const badStatus = await t.app.inject({
      method: 'PUT',
      url: `/appointment-management/v2/appointments/${booked.id}`,
      payload: { status: 'BOOKED', confirmCode: booked.confirmCode },
    });
    expect(badStatus.json().errors[0].field).toBe('status');
    expect((await api.cancel(t, 'x'.repeat(200), booked.confirmCode)).json().errors[0].field).toBe('id');
    expect((await api.cancel(t, booked.id, "' OR 1=1 --")).json().errors[0].field).toBe('confirmCode');
    expect(await statusOf(booked.id)).toBe('BOOKED');
  });

  it('limits failed attempts per client, whatever ids it tries', async () => {
    const booked = await bookOne();
    for (let i = 0; i < 5; i++) {
      expect((await api.details(t, `Guess${i}AAAAAAAAAAAAAAAAA`, booked.confirmCode, '192.0.2.200')).statusCode).toBe(
        404,
      );
    }
    expect((await api.details(t, booked.id, booked.confirmCode, '192.0.2.200')).statusCode).toBe(429);
    expect((await api.details(t, booked.id, booked.confirmCode, '192.0.2.201')).statusCode).toBe(200);
  });

  it('shares the limit between API processes through the database', async () => {
    const booked = await bookOne();
    const second = await secondProcess(t);
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: 'PUT',
          url: `/appointment-management/v2/appointments/${booked.id}`,
          payload: { status: 'CANCELED', confirmCode: `Wrong${i}AAAAAAAAAAAAAAAAA` },
          remoteAddress: '192.0.2.50',
        });
        expect(response.statusCode).toBe(404);
      }
      const blocked = await second.inject({
        method: 'PUT',
        url: `/appointment-management/v2/appointments/${booked.id}`,
        payload: { status: 'CANCELED', confirmCode: booked.confirmCode },
        remoteAddress: '192.0.2.50',
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('shows the cancel page where and when, but nothing about the patient', async () => {
    const store = await seededClinic(t, SERVICES.flu);
    const slot = slotsOn(store, TOMORROW)[0]!;
    const body = bookingBody(store, slot);
    const [booked] = (await api.book(t, body)).json().data.appointments;
    const response = await api.details(t, booked.id, booked.confirmCode);
    expect(response.statusCode).toBe(200);
    const { appointment } = AppointmentDetailsResponseSchema.parse(response.json()).data;
    expect(appointment).toMatchObject({
      id: booked.id,
      status: 'BOOKED',
      timestamp: slot.timestamp,
      timezone: store.timeZone,
      provider: { providerId: store.id, name: store.vanityName, phone: store.phone },
      services: [{ id: SERVICES.flu, name: 'Flu Vaccine' }],
      isFollowup: false,
      followupAppointment: null,
    });
    for (const secret of [
      body.basicInfo.firstName,
      body.basicInfo.lastName,
      body.basicInfo.email,
      body.basicInfo.phone,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('shows a first appointment with its follow-up, and a follow-up as such', async () => {
    const data = await bookWithFollowup();
    const first = data.appointments[0]!;
    const firstView = (await api.details(t, first.id, first.confirmCode)).json().data.appointment;
    expect(firstView.followupAppointment).toMatchObject({ status: 'BOOKED', services: [{ id: SERVICES.hepB2 }] });
    const followup = data.followupAppointment;
    const followupView = (await api.details(t, followup.id, followup.confirmCode)).json().data.appointment;
    expect(followupView).toMatchObject({ isFollowup: true, followupAppointment: null });
  });
});
