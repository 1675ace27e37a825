import type { Appointment, Bundle, OperationOutcome, Slot } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fhirGet, fhirPost, matches, PUBLIC_URL, problemsOf, resultsFreeStarts } from '#api/test/fhir-client.js';
import {
  book,
  CONFIRMATION_CODES,
  cancelBy,
  hold,
  OUR_SERVICES,
  testPatient,
  theAppointment,
} from '#api/test/fhir-operations.js';
import { addTestProvider, api, countRows, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

/** Our appointment ids as FHIR writes them: a dot for each underscore. */
const tokenOf = (fhirId: string) => fhirId.replaceAll('.', '_');

// The test clock starts on Monday 2026-03-02 at 15:00Z: 08:00 in Denver (MST, -07:00), which moves to MDT (-06:00)
// on Sunday 2026-03-08. Test clinics open 09:00-17:00 on weekdays with lunch 12:00-13:00, 09:00-13:00 on Saturdays.
const TOMORROW = '2026-03-03';
const store = { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: 'WY' };

describe('the FHIR API: the IHE ITI Scheduling operations', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, PUBLIC_URL } });
  let clinic: TestProvider;
  let other: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(t, { timeZone: 'America/Denver', store });
    other = await addTestProvider(t, { timeZone: 'America/Denver', store });
  });

  const flu = () => `${clinic.id}-${SERVICES.flu}`;
  const slotOf = async (id: string) => (await fhirGet(t, `/fhir/Slot/${id}`)).body as Slot;
  const findQuery = (start: string, end: string, location = `Location/${clinic.id}`) =>
    `service-type=${OUR_SERVICES}|${SERVICES.flu}&location-reference=${location}&start=${start}&end=${end}`;

  it('$find proposes the free starts the results offer, by GET or by POST', async () => {
    const got = await fhirGet(t, `/fhir/Appointment/$find?${findQuery(TOMORROW, TOMORROW)}&_count=500`);
    expect(got.status).toBe(200);
    const proposed = matches<Appointment>(got.body);
    expect(proposed.map((appointment) => appointment.start)).toEqual(
      await resultsFreeStarts(t, { clinicId: clinic.id, serviceId: SERVICES.flu, date: TOMORROW }),
    );
    expect(proposed[0]).toMatchObject({
      id: `${flu()}-202603031600`,
      status: 'proposed',
      start: '2026-03-03T09:00:00-07:00',
      end: '2026-03-03T09:15:00-07:00',
      minutesDuration: 15,
      slot: [{ reference: `Slot/${flu()}-202603031600` }],
      participant: [
        { actor: { reference: `Location/${clinic.id}` }, status: 'needs-action' },
        { type: [{ coding: [{ code: 'SBJ' }] }], status: 'needs-action' },
      ],
    });

    const posted = await fhirPost(t, '/fhir/Appointment/$find', {
      resourceType: 'Parameters',
      parameter: [
        { name: 'start', valueDate: TOMORROW },
        { name: 'end', valueDateTime: '2026-03-03T10:00:00-07:00' },
        { name: 'visit-type', valueCoding: { system: OUR_SERVICES, code: String(SERVICES.flu) } },
        { name: 'location-reference', valueReference: { reference: `Location/${clinic.id}` } },
        { name: 'location-reference', valueReference: { reference: `Location/${other.id}` } },
      ],
    });
    expect(posted.status).toBe(200);
    const both = matches<Appointment>(posted.body);
    // 09:00 to 10:00 at both clinics, in time order: four starts each.
    expect(both.map((appointment) => appointment.start!.slice(11, 16))).toEqual([
      '09:00',
      '09:00',
      '09:15',
      '09:15',
      '09:30',
      '09:30',
      '09:45',
      '09:45',
    ]);
    expect((posted.body as Bundle).link?.[0]?.url).toContain(`${PUBLIC_URL}/fhir/Appointment/$find?`);

    const byPlace = await fhirGet(
      t,
      `/fhir/Appointment/$find?${findQuery(TOMORROW, TOMORROW).replace(/location-reference=[^&]+/, 'location-string=WY')}&_count=1`,
    );
    expect((byPlace.body as Bundle).total).toBe(2 * proposed.length);
  });

  it('$hold holds the seat as our site does: a pending Appointment until our expiry, the Slot busy-tentative', async () => {
    const id = `${flu()}-202603031615`;
    const held = await hold(t, id);
    expect(held.status).toBe(200);
    const appointment = theAppointment(held.body);
    expect(appointment).toMatchObject({
      status: 'pending',
      start: '2026-03-03T09:15:00-07:00',
      slot: [{ reference: `Slot/${id}` }],
      extension: [
        { url: `${PUBLIC_URL}/fhir/StructureDefinition/hold-expires`, valueInstant: '2026-03-02T15:10:00.000Z' },
      ],
    });
    expect(appointment.id).toMatch(/^hold-[A-Za-z0-9.-]+$/);
    expect((await slotOf(id)).status).toBe('busy-tentative');

    // The public site sees the seat taken.
    const before = await countRows(t);
    const again = await hold(t, id, '198.51.100.7');
    expect(again.status).toBe(409);
    expect((again.body as OperationOutcome).issue[0]).toMatchObject({ severity: 'error', code: 'conflict' });
    expect(await countRows(t)).toEqual(before);

    // The hold lapses with our expiry.
    t.clock.advance(10 * 60_000);
    expect((await slotOf(id)).status).toBe('free');
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('$book books a held time for a Patient through the public booking, which find-my-appointment finds', async () => {
    const id = `${flu()}-202603031630`;
    const pending = theAppointment((await hold(t, id)).body);
    const patient = testPatient();
    const booked = await book(t, pending.id!, patient);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const appointment = theAppointment(booked.body);
    expect(appointment).toMatchObject({ status: 'booked', start: '2026-03-03T09:30:00-07:00', minutesDuration: 15 });
    const code = appointment.identifier?.find((identifier) => identifier.system === CONFIRMATION_CODES)?.value;
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(JSON.stringify(booked.body)).not.toContain(patient.name![0]!.family!);
    expect((await slotOf(id)).status).toBe('busy');

    const found = await api.lookup(t, {
      confirmCode: code!,
      lastName: patient.name![0]!.family!,
      dateOfBirth: '1984-07-19',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.appointment).toMatchObject({ status: 'BOOKED', provider: { providerId: clinic.id } });

    // Booking the taken time again, held or not, is a lost race.
    const before = await countRows(t);
    expect((await book(t, pending.id!)).status).toBe(404);
    const late = await book(t, id);
    expect(late.status).toBe(409);
    expect((late.body as OperationOutcome).issue[0]?.code).toBe('conflict');
    expect(await countRows(t)).toEqual(before);
  });

  it('$book books a proposed time at once; an Appointment sent back cancelled, with an HL7 reason, cancels it', async () => {
    const id = `${flu()}-202603031645`;
    const appointment = theAppointment((await book(t, id)).body);
    const code = appointment.identifier![0]!.value!;

    const wrong = await cancelBy(t, { id: appointment.id!, code: 'AAAA-AAAA-AA' });
    expect(wrong.status).toBe(404);
    const unknownReason = await cancelBy(t, { id: appointment.id!, code }, { code: 'felt-like-it' });
    expect(unknownReason.status).toBe(400);
    expect((unknownReason.body as OperationOutcome).issue[0]?.expression).toEqual(['Appointment.cancelationReason']);
    expect((await slotOf(id)).status).toBe('busy');

    const cancelled = await cancelBy(t, { id: appointment.id!, code });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(theAppointment(cancelled.body)).toMatchObject({
      id: appointment.id,
      status: 'cancelled',
      start: '2026-03-03T09:45:00-07:00',
      cancelationReason: { coding: [{ code: 'pat-swl', display: 'Patient: Scheduled from Wait List' }] },
      participant: [{ status: 'declined' }, { status: 'declined' }],
    });
    expect((await slotOf(id)).status).toBe('free');

    const before = await countRows(t);
    const twice = await cancelBy(t, { id: appointment.id!, code });
    expect(twice.status).toBe(409);
    expect(await countRows(t)).toEqual(before);
  });

  it('finds one’s own appointment as it stands, with its proof in a form, and only with it', async () => {
    const patient = testPatient();
    const booked = theAppointment((await book(t, `${flu()}-202603032000`, patient)).body);
    const code = booked.identifier![0]!.value!;
    const search = async (family: string, birthdate = '1984-07-19', clientIp = '203.0.113.77') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/fhir/Appointment/_search',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          identifier: `${CONFIRMATION_CODES}|${code}`,
          'patient.family': family,
          'patient.birthdate': birthdate,
        }).toString(),
        remoteAddress: clientIp,
      });
      const body = response.json();
      expect(problemsOf(body)).toEqual([]);
      return { status: response.statusCode, body };
    };
    const family = patient.name![0]!.family!;
    const found = await search(family.toUpperCase());
    expect(found.status).toBe(200);
    // No self link: the parameters the search used are the proof, which no URL may carry, and a link without
    // them would name a search that was not made.
    expect((found.body as Bundle).link).toBeUndefined();
    expect(JSON.stringify(found.body)).not.toContain('/fhir/Appointment/_search');
    const appointment = theAppointment(found.body);
    // Its fullUrl is the Appointment's own address, which answers only a staff session.
    const fullUrl = (found.body as Bundle).entry![0]!.fullUrl!;
    expect(fullUrl).toBe(`${PUBLIC_URL}/fhir/Appointment/${booked.id}`);
    expect((await fhirGet(t, new URL(fullUrl).pathname)).status).toBe(401);
    expect(appointment).toMatchObject({ id: booked.id, status: 'booked', start: '2026-03-03T13:00:00-07:00' });
    expect(appointment.contained).toEqual([
      {
        resourceType: 'Patient',
        id: 'patient',
        name: [{ family, given: [patient.name![0]!.given![0]] }],
        birthDate: '1984-07-19',
        telecom: [
          { system: 'phone', value: '614-555-0142' },
          { system: 'email', value: patient.telecom![1]!.value },
        ],
      },
    ]);
    expect(appointment.participant[1]).toMatchObject({ actor: { reference: '#patient' } });

    const wrong = await search(family, '1984-07-20');
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain(family);

    // What the clinic records shows: checked in, then cancelled by the clinic for the weather.
    await t.database.db.execute(
      sql`update appointments set attendance = 'checked-in' where id = ${tokenOf(booked.id!)}`,
    );
    expect(theAppointment((await search(family)).body).status).toBe('checked-in');
    await t.database.db.execute(
      sql`update appointments set status = 'CANCELED', cancel_reason = 'weather' where id = ${tokenOf(booked.id!)}`,
    );
    expect(theAppointment((await search(family)).body)).toMatchObject({
      status: 'cancelled',
      cancelationReason: { coding: [{ code: 'oth-weath', display: 'Other: Weather' }] },
    });
  });

  it('gives one seat to exactly one of 50 concurrent $hold requests', async () => {
    const id = `${other.id}-${SERVICES.flu}-202603041600`;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => hold(t, id, `198.51.100.${n + 1}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((answer.body as OperationOutcome).issue[0]?.code).toBe('conflict');
    }
    expect((await slotOf(id)).status).toBe('busy-tentative');
  });

  it('follows the clocks across the DST change in $find and $hold', async () => {
    const found = await fhirGet(
      t,
      `/fhir/Appointment/$find?${findQuery('2026-03-06', '2026-03-09', `Location/${other.id}`)}&_count=500`,
    );
    const starts = matches<Appointment>(found.body).map((appointment) => appointment.start);
    expect(starts[0]).toBe('2026-03-06T09:00:00-07:00');
    expect(starts.at(-1)).toBe('2026-03-09T16:45:00-06:00');
    const monday = starts.find((start) => start!.startsWith('2026-03-09'))!;
    expect(monday).toBe('2026-03-09T09:00:00-06:00');
    const held = theAppointment((await hold(t, `${other.id}-${SERVICES.flu}-202603091500`)).body);
    expect(held).toMatchObject({ status: 'pending', start: monday, end: '2026-03-09T09:15:00-06:00' });
  });
});
