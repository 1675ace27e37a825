import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import {
  api,
  bookingBody,
  countRows,
  hepB2Followup,
  SERVICES,
  seededClinic,
  slotsOn,
} from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

interface Booked {
  appointments: { id: string; confirmCode: string }[];
  followupAppointment?: { id: string };
}

describe('the language a booking is made in', () => {
  const t = useTestApp();
  let slot = 0;

  const languageOf = async (id: string) =>
    rowsOf<{ language: string }>(
      await t.database.db.execute(sql`select language from appointments where id = ${id}`),
    )[0]?.language;

  async function book(overrides: Parameters<typeof bookingBody>[2] = {}) {
    const clinic = await seededClinic(t, SERVICES.hepB1);
    const response = await api.book(t, bookingBody(clinic, slotsOn(clinic, '2026-03-03')[slot++]!, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return { clinic, booked: response.json().data as Booked };
  }

  it('is kept on the appointment and its follow-up, and is English when the booking names none', async () => {
    const clinic = await seededClinic(t, SERVICES.hepB1);
    const { booked } = await book({
      serviceIds: [SERVICES.hepB1],
      language: 'es',
      ...hepB2Followup(clinic, slotsOn(clinic, '2026-03-31')[slot]),
    });
    expect(await languageOf(booked.appointments[0]!.id)).toBe('es');
    expect(await languageOf(booked.followupAppointment!.id)).toBe('es');

    const { booked: unnamed } = await book({ serviceIds: [SERVICES.hepB1] });
    expect(await languageOf(unnamed.appointments[0]!.id)).toBe('en');
  });

  it('changes with a move that names one, and stays with a move that does not', async () => {
    const { clinic, booked } = await book({ serviceIds: [SERVICES.hepB1], language: 'es' });
    const { id, confirmCode } = booked.appointments[0]!;
    const later = slotsOn(clinic, '2026-03-05');

    const unnamed = await api.reschedule(t, id, { confirmCode, dateTime: later[1]!.timestamp });
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(await languageOf(id)).toBe('es');

    const named = await api.reschedule(t, id, { confirmCode, dateTime: later[2]!.timestamp, language: 'en' });
    expect(named.statusCode, named.body).toBe(200);
    expect(await languageOf(id)).toBe('en');
  });

  it('is refused with 400 naming it when it is not one the messages are written in, and nothing is written', async () => {
    const clinic = await seededClinic(t, SERVICES.hepB1);
    const at = slotsOn(clinic, '2026-03-04')[0]!;
    const before = await countRows(t);
    for (const language of ['fr', 'ES', 'es-US', '', 1, null]) {
      const response = await api.book(t, { ...bookingBody(clinic, at, { serviceIds: [SERVICES.hepB1] }), language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'language' });
    }
    expect(await countRows(t)).toEqual(before);

    const { booked } = await book({ serviceIds: [SERVICES.hepB1] });
    const { id, confirmCode } = booked.appointments[0]!;
    const moved = await api.reschedule(t, id, { confirmCode, dateTime: at.timestamp, language: 'pt' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'language' });
    expect(await languageOf(id)).toBe('en');
  });
});
