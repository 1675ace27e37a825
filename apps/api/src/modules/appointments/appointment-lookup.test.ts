import { AppointmentLookupResponseSchema, ErrorBodySchema } from '@hs/contracts';
import { formatConfirmCode } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredKeyring, createSecrets } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { hashConfirmCode } from './confirm-code.js';

const TOMORROW = '2026-03-03';

/** CPU time this process has used, in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe('POST /appointment-management/v2/appointments/lookup', () => {
  let t: TestApp;
  let clinic: TestProvider;
  let slotIndex = 0;
  let clientCount = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
    clinic = await addTestProvider(t);
  });
  afterAll(() => t.close());

  /** Each test its own client address, so the per-client limit of one does not spill into another. */
  const newClient = () => `198.51.100.${++clientCount}`;
  const bookOne = async () => {
    const body = bookingBody(clinic, slotsOn(clinic, TOMORROW)[slotIndex++]!);
    const response = await api.book(t, body);
    expect(response.statusCode).toBe(201);
    const booked = response.json().data.appointments[0] as { id: string; confirmCode: string; timestamp: string };
    return { ...booked, lastName: body.basicInfo.lastName, dateOfBirth: body.basicInfo.dateOfBirth };
  };

  it('finds the appointment by code, last name and date of birth, typed the way people type them', async () => {
    const booked = await bookOne();
    const client = newClient();
    const typed = formatConfirmCode(booked.confirmCode).toLowerCase().replace('-', ' ');
    const response = await api.lookup(
      t,
      { confirmCode: typed, lastName: ` ${booked.lastName.toUpperCase()} `, dateOfBirth: booked.dateOfBirth },
      client,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { appointment } = AppointmentLookupResponseSchema.parse(response.json()).data;
    expect(appointment).toMatchObject({
      id: booked.id,
      status: 'BOOKED',
      timestamp: booked.timestamp,
      timezone: 'America/New_York',
      businessName: 'tlc',
      isFollowup: false,
      sequence: 0,
      provider: { providerId: clinic.id, kind: 'clinic' },
      followupAppointment: null,
    });
    expect(appointment.services.map((service) => service.name)).toEqual(['Flu Vaccine']);
    // Nothing the visitor typed reaches the logs.
    const logs = t.logs().join('\n');
    expect(logs).not.toContain(booked.lastName);
    expect(logs).not.toContain(booked.confirmCode);
  });

  it('gives one and the same answer whichever detail is wrong', async () => {
    const booked = await bookOne();
    const right = { confirmCode: booked.confirmCode, lastName: booked.lastName, dateOfBirth: booked.dateOfBirth };
    const wrongs = (round: number) => [
      { ...right, confirmCode: `ZZZZZZZZZ${round}` },
      { ...right, lastName: 'Someoneelse' },
      { ...right, dateOfBirth: '1984-07-20' },
    ];
    // What could tell the kinds apart is the work the server does, so each is measured in this process's CPU
    // time (the app answers in process), which other load on the machine barely moves; two interleaved rounds,
    // each kind by its cheaper try (two rounds stay under the per-code limit of five).
    const answers: { response: Awaited<ReturnType<typeof api.lookup>>; ms: number }[][] = [[], [], []];
    for (const round of [0, 1]) {
      for (const [kind, wrong] of wrongs(round).entries()) {
        const started = cpuMs();
        const response = await api.lookup(t, wrong, newClient());
        answers[kind]?.push({ response, ms: cpuMs() - started });
      }
    }
    const bodies = answers.flat().map(({ response }) => {
      const { errors } = ErrorBodySchema.parse(response.json());
      return { status: response.statusCode, errors, headers: response.headers['cache-control'] };
    });
    expect(bodies[0]).toEqual({
      status: 404,
      errors: [
        {
          status: 404,
          code: 'NOT_FOUND',
          message:
            'We could not find an appointment with those details. Please check the confirmation code, last name and date of birth.',
        },
      ],
      headers: 'no-store',
    });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // An unknown code opens a decoy record, so it is not the quick one.
    const times = answers.map((tries) => Math.min(...tries.map((answer) => answer.ms)));
    expect(Math.max(...times)).toBeLessThan(Math.min(...times) * 5 + 20);
  });

  it('stops a client after five wrong attempts and says when to try again; a right answer does not count', async () => {
    const booked = await bookOne();
    const client = newClient();
    const right = { confirmCode: booked.confirmCode, lastName: booked.lastName, dateOfBirth: booked.dateOfBirth };
    expect((await api.lookup(t, right, client)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api.lookup(t, { ...right, confirmCode: `ZZZZZZZZZ${attempt}` }, client);
      expect(response.statusCode).toBe(404);
    }
    const refused = await api.lookup(t, right, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    // Another client is not blocked by this one.
    expect((await api.lookup(t, right, newClient())).statusCode).toBe(200);
  });

  it('stops guessing the name and birth date of one code from many clients', async () => {
    const booked = await bookOne();
    const right = { confirmCode: booked.confirmCode, lastName: booked.lastName, dateOfBirth: booked.dateOfBirth };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api.lookup(t, { ...right, dateOfBirth: `1990-01-0${attempt + 1}` }, newClient());
      expect(response.statusCode).toBe(404);
    }
    const refused = await api.lookup(t, right, newClient());
    expect(refused.statusCode).toBe(429);
    // Typed differently, it is still the same code.
    const retyped = await api.lookup(t, { ...right, confirmCode: formatConfirmCode(booked.confirmCode) }, newClient());
    expect(retyped.statusCode).toBe(429);
  });

  it('counts concurrent attempts of one client together: at most five are checked', async () => {
    const booked = await bookOne();
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.lookup(
          t,
          { confirmCode: `YYYYYYYY${String(i).padStart(2, '0')}`, lastName: 'Nobody', dateOfBirth: '1990-01-01' },
          client,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(15);
    expect(booked.id).toBeTruthy();
  });

  it('still finds appointments booked with a code of the earlier format', async () => {
    const booked = await bookOne();
    const legacy = 'Xy3-kP_9qRsTuVwZaBcDeF';
    const secrets = createSecrets(configuredKeyring(t.app.deps.config)!);
    await t.database.db.execute(
      sql`update appointments set confirm_code_hash = ${hashConfirmCode(secrets, legacy)} where id = ${booked.id}`,
    );
    const response = await api.lookup(
      t,
      { confirmCode: legacy, lastName: booked.lastName, dateOfBirth: booked.dateOfBirth },
      newClient(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.appointment.id).toBe(booked.id);
    expect((await api.cancel(t, booked.id, legacy, newClient())).statusCode).toBe(200);
  });

  it('names the field at fault', async () => {
    const response = await api.lookup(t, { confirmCode: 'ABC', lastName: 'X', dateOfBirth: '1990-02-30' }, newClient());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['confirmCode', 'dateOfBirth']),
    );
  });
});
