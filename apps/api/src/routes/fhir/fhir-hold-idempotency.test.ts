import type { OperationOutcome } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#api/app.js';
import { rowsOf } from '#api/db/sql-values.js';
import { secondProcess } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import { fhirGet, PUBLIC_URL } from '#api/test/fhir-client.js';
import {
  book,
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
import { addTestProvider, countRows, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 15:00Z, 08:00 in Denver; test clinics open at 09:00 (16:00Z).
// Holds last 10 minutes.
const store = { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: 'WY' };

describe('the FHIR API: $hold with an Idempotency-Key', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, PUBLIC_URL } });
  let clinic: TestProvider;
  // Ten seats a start: copies of one request that each held a seat would all succeed there.
  let roomy: TestProvider;
  // Another API process over the same database.
  let second: App;
  beforeAll(async () => {
    clinic = await addTestProvider(t, { timeZone: 'America/Denver', store });
    roomy = await addTestProvider(t, { timeZone: 'America/Denver', store, capacity: 10 });
    second = await secondProcess(t);
  });
  afterAll(() => second.close());

  /** A proposed Appointment of tomorrow's flu shots, by its UTC time. */
  const proposed = (hhmm: string, at: TestProvider = clinic) => `${at.id}-${SERVICES.flu}-20260303${hhmm}`;
  const slotStatus = async (hhmm: string) =>
    ((await fhirGet(t, `/fhir/Slot/${proposed(hhmm)}`)).body as { status: string }).status;
  const heldSeats = async (provider: TestProvider) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from slot_claims where provider_id = ${provider.id} and expires_at is not null`,
      ),
    )[0]!.n;

  it('answers a retry the first hold, byte for byte, in any process, and holds one seat', async () => {
    const first = await hold(t, proposed('1600'), undefined, 'fhir-hold-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const held = theAppointment(first.body);
    expect(held.status).toBe('pending');
    const before = await countRows(t);

    const retry = await hold(t, proposed('1600'), undefined, 'fhir-hold-0001');
    const elsewhere = await hold({ app: second }, proposed('1600'), undefined, 'fhir-hold-0001');
    for (const again of [retry, elsewhere]) {
      expect(again.status).toBe(200);
      expect(again.response.body).toBe(first.response.body);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1600')).toBe('busy-tentative');

    // Without the key, the same request is a second hold of a taken seat, as it always was.
    expect((await hold(t, proposed('1600'))).status).toBe(409);

    // The answer is kept sealed, as a booking's is: the hold's id, its secret, is not in the clear.
    const row = await storedKey(t, 'fhir-hold-0001');
    expect(Object.keys(row!.body)).toEqual(['sealed']);
    for (const secret of [held.id!, held.id!.slice('hold-'.length), 'Appointment']) {
      expect(JSON.stringify(row)).not.toContain(secret);
    }
  });

  it('answers the stored hold after it lapsed or was booked, holding nothing more', async () => {
    const lapsing = await hold(t, proposed('1615'), undefined, 'fhir-hold-lapsed');
    expect(lapsing.status).toBe(200);
    t.clock.advance(11 * 60_000);
    expect(await slotStatus('1615')).toBe('free');
    const before = await countRows(t);
    const late = await hold(t, proposed('1615'), undefined, 'fhir-hold-lapsed');
    const lateElsewhere = await hold({ app: second }, proposed('1615'), undefined, 'fhir-hold-lapsed');
    for (const again of [late, lateElsewhere]) {
      expect(again.status).toBe(200);
      expect(again.response.body).toBe(lapsing.response.body);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1615')).toBe('free');
    t.clock.set(TEST_TODAY);

    const booking = await hold(t, proposed('1630'), undefined, 'fhir-hold-booked');
    expect((await book(t, theAppointment(booking.body).id!, testPatient())).status).toBe(200);
    const booked = await countRows(t);
    const afterBooking = await hold(t, proposed('1630'), undefined, 'fhir-hold-booked');
    expect(afterBooking.status).toBe(200);
    expect(afterBooking.response.body).toBe(booking.response.body);
    expect(await countRows(t)).toEqual(booked);
    expect(await slotStatus('1630')).toBe('busy');
  });

  it('holds one seat when ten identical requests with one key arrive together at two processes', async () => {
    const before = await countRows(t);
    const seatsBefore = await heldSeats(roomy);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        hold(n % 2 === 0 ? t : { app: second }, proposed('1600', roomy), undefined, 'fhir-hold-burst'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.response.body)).size).toBe(1);
    expect(await heldSeats(roomy)).toBe(seatsBefore + 1);
    const after = await countRows(t);
    expect(after.slot_claims).toBe(before.slot_claims + 1);
    expect(after.idempotency_keys).toBe(before.idempotency_keys + 1);
  });

  it('refuses the key with another request (422), writing nothing; one key names one request', async () => {
    expect((await hold(t, proposed('1645'), undefined, 'fhir-hold-reuse')).status).toBe(200);
    const before = await countRows(t);
    const refusals = [
      await hold(t, proposed('1700'), undefined, 'fhir-hold-reuse'),
      await hold(t, `${PUBLIC_URL}/fhir/Appointment/${proposed('1700')}`, undefined, 'fhir-hold-reuse'),
      await book(t, proposed('1700'), testPatient(), 'fhir-hold-reuse'),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(422);
      expect((refusal.body as OperationOutcome).issue).toEqual([
        { severity: 'error', code: 'invalid', diagnostics: KEY_REUSED },
      ]);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1700')).toBe('free');

    // A booking's key is not a hold's.
    expect((await book(t, proposed('1700'), testPatient(), 'fhir-book-then-hold')).status).toBe(200);
    const across = await hold(t, proposed('1715'), undefined, 'fhir-book-then-hold');
    expect(across.status).toBe(422);
    expect((across.body as OperationOutcome).issue[0]?.diagnostics).toBe(KEY_REUSED);
    expect(await slotStatus('1715')).toBe('free');
  });

  it('takes an absolute and a relative reference to one Appointment as one request', async () => {
    const first = await hold(t, proposed('2030'), undefined, 'fhir-hold-written');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await countRows(t);
    const absolute = await hold(
      t,
      `${PUBLIC_URL}/fhir/Appointment/${proposed('2030')}`,
      undefined,
      'fhir-hold-written',
    );
    expect(absolute.status).toBe(200);
    expect(absolute.response.body).toBe(first.response.body);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses a malformed key (400, naming the header) before anything is held', async () => {
    const before = await countRows(t);
    for (const key of MALFORMED_KEYS) {
      expectKeyRefused(await hold(t, proposed('1730'), undefined, key), key);
    }
    expect(await countRows(t)).toEqual(before);
    expect(await slotStatus('1730')).toBe('free');
    expect((await hold(t, proposed('1730'), undefined, WIDEST_KEY)).status).toBe(200);
  });

  it('keeps nothing for a refused hold, so the key is free for the request that holds', async () => {
    expect((await hold(t, proposed('1745'))).status).toBe(200);
    const before = await countRows(t);
    const lost = await hold(t, proposed('1745'), undefined, 'fhir-hold-lost');
    expect(lost.status).toBe(409);
    expect(await countRows(t)).toEqual(before);
    expect(await storedKey(t, 'fhir-hold-lost')).toBeUndefined();
    const retry = await hold(t, proposed('1800'), undefined, 'fhir-hold-lost');
    expect(retry.status).toBe(200);
    expect((await hold(t, proposed('1800'), undefined, 'fhir-hold-lost')).response.body).toBe(retry.response.body);
  });

  it('is described in the CapabilityStatement', async () => {
    expect(await operationDocumentation(t, 'hold')).toContain('Idempotency-Key');
  });
});
