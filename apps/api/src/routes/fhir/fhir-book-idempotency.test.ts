import type { OperationOutcome } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#api/app.js';
import { secondProcess } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import { fhirGet, PUBLIC_URL } from '#api/test/fhir-client.js';
import {
  book,
  cancelBy,
  expectKeyRefused,
  hold,
  KEY_REUSED,
  MALFORMED_KEYS,
  operationDocumentation,
  storedKey,
  testPatient,
  theAppointment,
  WIDEST_KEY,
} from '#api/test/fhir-operations.js';
import {
  addTestProvider,
  api,
  bookingBody,
  countRows,
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 15:00Z, 08:00 in Denver; test clinics open at 09:00 (16:00Z).
const store = { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: 'WY' };

describe('the FHIR API: $book with an Idempotency-Key', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, PUBLIC_URL } });
  let clinic: TestProvider;
  // Another API process over the same database.
  let second: App;
  beforeAll(async () => {
    clinic = await addTestProvider(t, { timeZone: 'America/Denver', store });
    second = await secondProcess(t);
  });
  afterAll(() => second.close());

  /** A proposed Appointment of tomorrow's flu shots, by its UTC time. */
  const proposed = (hhmm: string) => `${clinic.id}-${SERVICES.flu}-20260303${hhmm}`;
  const slotStatus = async (hhmm: string) =>
    ((await fhirGet(t, `/fhir/Slot/${proposed(hhmm)}`)).body as { status: string }).status;

  it('answers a retry the first answer, byte for byte, in any process, and books once', async () => {
    const pending = theAppointment((await hold(t, proposed('1600'))).body);
    const patient = testPatient();
    const first = await book(t, pending.id!, patient, 'fhir-retry-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const booked = theAppointment(first.body);
    const code = booked.identifier![0]!.value!;
    const before = await countRows(t);

    // The hold is spent and has expired since: the retry is answered before either is looked at.
    t.clock.advance(15 * 60_000);
    const retry = await book(t, pending.id!, patient, 'fhir-retry-0001');
    const elsewhere = await book({ app: second }, pending.id!, patient, 'fhir-retry-0001');
    t.clock.set(TEST_TODAY);
    for (const again of [retry, elsewhere]) {
      expect(again.status).toBe(200);
      expect(again.response.body).toBe(first.response.body);
    }
    expect(await countRows(t)).toEqual(before);

    // Without the key, the same request is the spent hold it always was.
    expect((await book(t, pending.id!, patient)).status).toBe(404);

    // The answer is kept sealed, as our site's is: no code, id or patient detail in the clear, and none logged.
    const row = await storedKey(t, 'fhir-retry-0001');
    expect(Object.keys(row!.body)).toEqual(['sealed']);
    const family = patient.name![0]!.family!;
    for (const secret of [code, booked.id!, family, 'Appointment']) {
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    for (const secret of [code, family]) expect(t.logs().join('\n')).not.toContain(secret);
  });

  it('takes an absolute and a relative reference to one Appointment as one request', async () => {
    const pending = theAppointment((await hold(t, proposed('2030'))).body);
    const patient = testPatient();
    const first = await book(t, pending.id!, patient, 'fhir-book-written');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await countRows(t);
    const absolute = await book(t, `${PUBLIC_URL}/fhir/Appointment/${pending.id!}`, patient, 'fhir-book-written');
    expect(absolute.status).toBe(200);
    expect(absolute.response.body).toBe(first.response.body);
    expect(await countRows(t)).toEqual(before);
  });

  it('books once when ten identical requests with one key arrive together at two processes', async () => {
    const pending = theAppointment((await hold(t, proposed('1615'))).body);
    const patient = testPatient();
    const before = await countRows(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        book(n % 2 === 0 ? t : { app: second }, pending.id!, patient, 'fhir-burst-01'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.response.body)).size).toBe(1);
    const after = await countRows(t);
    expect(after.appointments).toBe(before.appointments + 1);
    expect(after.idempotency_keys).toBe(before.idempotency_keys + 1);
    expect(await slotStatus('1615')).toBe('busy');
  });

  it('refuses the key with another request as our site does (422), writing nothing', async () => {
    const patient = testPatient();
    expect((await book(t, proposed('1630'), patient, 'fhir-reuse-01')).status).toBe(200);
    const before = await countRows(t);
    const refusals = [
      await book(t, proposed('1645'), patient, 'fhir-reuse-01'),
      await book(t, proposed('1630'), testPatient(), 'fhir-reuse-01'),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(422);
      expect((refusal.body as OperationOutcome).issue).toEqual([
        { severity: 'error', code: 'invalid', diagnostics: KEY_REUSED },
      ]);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1645')).toBe('free');

    // One key names one request wherever it was sent: our site's booking and FHIR's are not each other's.
    const site = await api.book(t, bookingBody(clinic, slotsOn(clinic, '2026-03-04')[0]!), 'fhir-reuse-02');
    expect(site.statusCode).toBe(201);
    const across = await book(t, proposed('1645'), testPatient(), 'fhir-reuse-02');
    expect(across.status).toBe(422);
    expect((across.body as OperationOutcome).issue[0]?.diagnostics).toBe(KEY_REUSED);
    const back = await api.book(t, bookingBody(clinic, slotsOn(clinic, '2026-03-04')[1]!), 'fhir-reuse-01');
    expect(back.statusCode).toBe(422);
    expect(back.json().errors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED });
  });

  it('refuses a malformed key (400, naming the header) before anything is held or booked', async () => {
    const pending = theAppointment((await hold(t, proposed('1700'))).body);
    const before = await countRows(t);
    for (const key of MALFORMED_KEYS) {
      expectKeyRefused(await book(t, pending.id!, testPatient(), key), key);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1700')).toBe('busy-tentative');
    expect((await book(t, pending.id!, testPatient(), WIDEST_KEY)).status).toBe(200);
  });

  it('keeps nothing for a refused booking, so the key is free for the request that books', async () => {
    const patient = testPatient();
    expect((await book(t, proposed('1715'))).status).toBe(200);
    const before = await countRows(t);
    const lost = await book(t, proposed('1715'), patient, 'fhir-lost-01');
    expect(lost.status).toBe(409);
    expect(await countRows(t)).toEqual(before);
    expect(await storedKey(t, 'fhir-lost-01')).toBeUndefined();
    const retry = await book(t, proposed('1730'), patient, 'fhir-lost-01');
    expect(retry.status).toBe(200);
    expect((await book(t, proposed('1730'), patient, 'fhir-lost-01')).response.body).toBe(retry.response.body);
  });

  it('is described in the CapabilityStatement', async () => {
    expect(await operationDocumentation(t, 'book')).toContain('Idempotency-Key');
  });

  it('leaves a cancellation as it was: the key is not kept, and a second one answers already cancelled', async () => {
    const booked = theAppointment((await book(t, proposed('1745'))).body);
    const appointment = { id: booked.id!, code: booked.identifier![0]!.value! };
    const before = await countRows(t);
    const cancelled = await cancelBy(t, appointment, undefined, 'fhir-cancel-01');
    expect(cancelled.status).toBe(200);
    expect(theAppointment(cancelled.body).status).toBe('cancelled');
    expect((await countRows(t)).idempotency_keys).toBe(before.idempotency_keys);
    expect((await cancelBy(t, appointment, undefined, 'fhir-cancel-01')).status).toBe(409);
    expect((await cancelBy(t, appointment, undefined, 'bad key')).status).toBe(400);
  });
});
