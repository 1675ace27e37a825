import type { OperationOutcome } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, problemsOf } from '#api/test/fhir-client.js';
import { book, cancelBy, hold, testPatient, theAppointment } from '#api/test/fhir-operations.js';
import { addTestProvider, countRows, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

/** A refusal: its status, its issue type, and the parameter it names (none for a refusal of the whole request). */
type Refusal = [status: number, code: string, expression: string | undefined];

describe('the FHIR API refuses bad input', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, PUBLIC_URL } });
  let clinic: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(t, {
      timeZone: 'America/Denver',
      store: { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: 'WY' },
    });
  });
  const schedule = () => `${clinic.id}-${SERVICES.flu}`;

  /** The answer is the refusal, an R4-valid OperationOutcome that does not repeat what was sent, and nothing is written. */
  async function expectRefused(
    request: { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> },
    [status, code, expression]: Refusal,
    notEchoed?: string,
  ) {
    const before = await countRows(t);
    const response = await t.app.inject({ ...request, remoteAddress: '192.0.2.44' });
    const what = `${request.method} ${request.url} ${request.payload ?? ''}`.slice(0, 200);
    expect(response.statusCode, `${what} ${response.body}`).toBe(status);
    expect(response.headers['content-type'], what).toBe('application/fhir+json; charset=utf-8');
    const outcome = response.json() as OperationOutcome;
    expect(outcome.resourceType, what).toBe('OperationOutcome');
    expect(outcome.issue[0], what).toMatchObject({ severity: 'error', code });
    expect(outcome.issue[0]?.expression, what).toEqual(expression ? [expression] : undefined);
    expect(problemsOf(outcome), what).toEqual([]);
    if (notEchoed) expect(response.body, what).not.toContain(notEchoed);
    expect(await countRows(t), what).toEqual(before);
  }

  it('refuses unknown resource types and interactions', async () => {
    for (const url of ['/fhir/Patient', '/fhir/Patient/123', '/fhir/Group/$export']) {
      await expectRefused({ method: 'GET', url }, [404, 'not-found', undefined]);
    }
    // Appointments with their patients are a staff session's to read (decision 064); without one, nothing is.
    for (const url of ['/fhir/Appointment?location=1&date=2026-03-03', '/fhir/Appointment/abc']) {
      await expectRefused({ method: 'GET', url }, [401, 'login', undefined]);
    }
    await expectRefused({ method: 'GET', url: '/fhir/Location/99999999' }, [404, 'not-found', undefined]);
    await expectRefused({ method: 'GET', url: '/fhir/Slot/not-a-slot-id' }, [404, 'not-found', undefined]);
    await expectRefused({ method: 'GET', url: '/fhir/Location/bad_id!' }, [400, 'invalid', 'id']);
  });

  it('refuses search parameters it does not know, or cannot read', async () => {
    const cases: [string, Refusal, string?][] = [
      ['/fhir/Location?name=Harvest', [400, 'invalid', 'name']],
      ['/fhir/Location?_sort=name', [400, 'invalid', '_sort']],
      ['/fhir/Location?address-state=Wyoming', [400, 'invalid', 'address-state'], 'Wyoming'],
      ['/fhir/Slot', [400, 'invalid', 'schedule']],
      [`/fhir/Slot?schedule=${schedule()}&status=maybe`, [400, 'invalid', 'status'], 'maybe'],
      [`/fhir/Slot?schedule=${schedule()}&status=free&status=busy`, [400, 'invalid', 'status']],
      [
        `/fhir/Slot?schedule=${Array.from({ length: 21 }, (_, n) => `${clinic.id}-${n}`).join(',')}`,
        [400, 'invalid', 'schedule'],
      ],
      [`/fhir/Schedule?active=yes`, [400, 'invalid', 'active']],
      [`/fhir/HealthcareService?actor=Location/${clinic.id}`, [400, 'invalid', 'actor']],
      [`/fhir/Slot?schedule=${schedule()}&_count=1000000`, [400, 'invalid', '_count']],
      [`/fhir/Slot?schedule=${schedule()}&_count=-1`, [400, 'invalid', '_count']],
      [`/fhir/Slot?schedule=${schedule()}&_offset=ten`, [400, 'invalid', '_offset']],
    ];
    for (const [url, refusal, notEchoed] of cases) await expectRefused({ method: 'GET', url }, refusal, notEchoed);
  });

  it('refuses malformed instants and dates', async () => {
    for (const value of [
      'yesterday',
      '2026-03-03T09:00',
      '2026-03-03T09:00:00',
      '2026-02-30',
      '2026-13-01',
      '2026-03-03T25:00:00Z',
      'xx2026-03-03',
      '20260303',
    ]) {
      await expectRefused(
        { method: 'GET', url: `/fhir/Slot?schedule=${schedule()}&start=${encodeURIComponent(value)}` },
        [400, 'invalid', 'start'],
        value,
      );
    }
    await expectRefused({ method: 'GET', url: `/fhir/Slot?schedule=${schedule()}&start=ap2026-03-03` }, [
      400,
      'invalid',
      'start',
    ]);
    await expectRefused(
      {
        method: 'GET',
        url: `/fhir/Slot?schedule=${schedule()}&start=ge2026-03-03&start=lt2026-03-04&start=ne2026-03-03`,
      },
      [400, 'invalid', 'start'],
    );
    const find = `/fhir/Appointment/$find?service-type=${SERVICES.flu}&location-reference=Location/${clinic.id}`;
    await expectRefused({ method: 'GET', url: `${find}&start=2026-03-03T09:00&end=2026-03-04` }, [
      400,
      'invalid',
      'start',
    ]);
    await expectRefused({ method: 'GET', url: `${find}&start=2026-03-03&end=ge2026-03-04` }, [400, 'invalid', 'end']);
    await expectRefused({ method: 'GET', url: `${find}&start=2026-03-03` }, [400, 'invalid', 'end']);
    await expectRefused(
      {
        method: 'GET',
        url: `/fhir/Appointment/$find?location-reference=Location/${clinic.id}&start=2026-03-03&end=2026-03-04`,
      },
      [400, 'invalid', 'service-type'],
    );
    await expectRefused(
      { method: 'GET', url: `/fhir/Appointment/$find?service-type=${SERVICES.flu}&start=2026-03-03&end=2026-03-04` },
      [400, 'invalid', 'location-reference'],
    );
  });

  it('answers in FHIR JSON only', async () => {
    await expectRefused({ method: 'GET', url: '/fhir/metadata', headers: { accept: 'application/fhir+xml' } }, [
      406,
      'not-supported',
      undefined,
    ]);
    await expectRefused({ method: 'GET', url: '/fhir/Location?_format=xml' }, [406, 'not-supported', undefined]);
    const json = await t.app.inject({
      method: 'GET',
      url: '/fhir/metadata?_format=json',
      headers: { accept: 'application/fhir+json;q=0.9, */*;q=0.1' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('refuses a body that is not FHIR, or not the Parameters an operation takes', async () => {
    const post = (url: string, payload: string, contentType = 'application/fhir+json') => ({
      method: 'POST' as const,
      url,
      payload,
      headers: { 'content-type': contentType },
    });
    const parameters = (...parameter: object[]) => JSON.stringify({ resourceType: 'Parameters', parameter });
    const reference = (value: string) => ({ name: 'appointment-reference', valueReference: { reference: value } });
    const cases: [ReturnType<typeof post>, Refusal][] = [
      [
        post('/fhir/Appointment/$hold', '<Parameters xmlns="http://hl7.org/fhir"/>', 'application/fhir+xml'),
        [415, 'not-supported', undefined],
      ],
      [post('/fhir/Appointment/$hold', 'hold please', 'text/plain'), [415, 'not-supported', undefined]],
      [post('/fhir/Appointment/$hold', '{"resourceType":'), [400, 'invalid', undefined]],
      [post('/fhir/Appointment/$hold', '{"resourceType":"Patient","id":"x"}'), [400, 'invalid', 'resourceType']],
      [post('/fhir/Appointment/$hold', '[]'), [400, 'invalid', 'body']],
      [post('/fhir/Appointment/$hold', parameters()), [400, 'invalid', 'appointment-reference']],
      [post('/fhir/Appointment/$hold', parameters(reference('Slot/123'))), [400, 'invalid', 'appointment-reference']],
      [
        post('/fhir/Appointment/$hold', parameters(reference('Appointment/hold-AAAAAAAAAAAAAAAAAAAAAA'))),
        [400, 'invalid', 'appointment-reference'],
      ],
      [
        post('/fhir/Appointment/$hold', parameters(reference(`Appointment/${schedule()}-209901011600`))),
        [400, 'invalid', 'appointment-reference'],
      ],
      [
        post(
          '/fhir/Appointment/$hold',
          parameters(reference(`Appointment/${schedule()}-202603031600`), reference('Appointment/x')),
        ),
        [400, 'invalid', 'appointment-reference'],
      ],
      [
        post('/fhir/Appointment/$hold', parameters(reference(`Appointment/99999999-${SERVICES.flu}-202603031600`))),
        [404, 'not-found', undefined],
      ],
      [
        post('/fhir/Appointment/$book', parameters(reference(`Appointment/${schedule()}-202603031600`))),
        [400, 'invalid', 'patient-resource'],
      ],
      [
        post(
          '/fhir/Appointment/$book',
          parameters(reference(`Appointment/${schedule()}-202603031600`), {
            name: 'patient-resource',
            resource: { resourceType: 'Patient', birthDate: '1984-07-19' },
          }),
        ),
        [400, 'invalid', 'Patient.name.given'],
      ],
      [
        post(
          '/fhir/Appointment/$book',
          parameters(reference(`Appointment/${schedule()}-202603031600`), {
            name: 'patient-resource',
            resource: testPatient({
              telecom: [
                { system: 'phone', value: '555' },
                { system: 'email', value: 'a@example.org' },
              ],
            }),
          }),
        ),
        [400, 'invalid', "Patient.telecom.where(system='phone')"],
      ],
      [
        post(
          '/fhir/Appointment/$book',
          parameters(reference(`Appointment/${schedule()}-202603031600`), {
            name: 'patient-resource',
            resource: { resourceType: 'Group' },
          }),
        ),
        [400, 'invalid', 'Group.resourceType'],
      ],
      [
        post(
          '/fhir/Appointment/$book',
          parameters({
            name: 'appointment-resource',
            resource: {
              resourceType: 'Appointment',
              id: 'abc.def-ghi-jkl-mnop',
              status: 'booked',
              identifier: [{ value: 'x' }],
              cancelationReason: { coding: [{ code: 'pat' }] },
            },
          }),
        ),
        [400, 'invalid', 'Appointment.status'],
      ],
      [post('/fhir/Appointment/$find', parameters({ name: 'start', valueBoolean: true })), [400, 'invalid', 'start']],
      [
        post('/fhir/Appointment/_search', 'identifier=x%7Cy&patient.family=Doe', 'application/x-www-form-urlencoded'),
        [400, 'invalid', 'patient.birthdate'],
      ],
      [
        post(
          '/fhir/Appointment/_search',
          'identifier=urn:other%7CABC&patient.family=Doe&patient.birthdate=1984-07-19',
          'application/x-www-form-urlencoded',
        ),
        [400, 'invalid', 'identifier'],
      ],
      [
        post(
          '/fhir/Appointment/_search',
          'identifier=a%7Cb&patient.family=Doe&patient.birthdate=1984-07-19&_count=1000',
          'application/x-www-form-urlencoded',
        ),
        [400, 'invalid', '_count'],
      ],
      [
        post(
          '/fhir/Appointment/$find',
          parameters({ name: 'patient-reference', valueReference: { reference: 'Patient/1' } }),
        ),
        [400, 'invalid', 'patient-reference'],
      ],
    ];
    for (const [request, refusal] of cases) await expectRefused(request, refusal);
  });

  it('refuses an operation on a held, booked or cancelled time with 409, writing nothing', async () => {
    const slot = `${schedule()}-202603031700`;
    const taken = await hold(t, slot);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const held = theAppointment(taken.body);
    const parameters = (id: string, patient = true) =>
      JSON.stringify({
        resourceType: 'Parameters',
        parameter: [
          { name: 'appointment-reference', valueReference: { reference: `Appointment/${id}` } },
          ...(patient ? [{ name: 'patient-resource', resource: testPatient() }] : []),
        ],
      });
    const post = (url: string, payload: string) => ({
      method: 'POST' as const,
      url,
      payload,
      headers: { 'content-type': 'application/fhir+json' },
    });
    await expectRefused(post('/fhir/Appointment/$hold', parameters(slot, false)), [409, 'conflict', undefined]);
    await expectRefused(post('/fhir/Appointment/$book', parameters(slot)), [409, 'conflict', undefined]);

    const booked = theAppointment((await book(t, held.id!)).body);
    const code = booked.identifier![0]!.value!;
    await expectRefused(post('/fhir/Appointment/$hold', parameters(slot, false)), [409, 'conflict', undefined]);
    expect((await cancelBy(t, { id: booked.id!, code })).status).toBe(200);
    const before = await countRows(t);
    const again = await cancelBy(t, { id: booked.id!, code });
    expect(again.status).toBe(409);
    expect((again.body as OperationOutcome).issue[0]?.code).toBe('conflict');
    expect(await countRows(t)).toEqual(before);
  });
});
