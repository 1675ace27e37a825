import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, countRows, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';

describe('appointment reservations: refused input', () => {
  let t: TestApp;
  let clinic: TestProvider;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
    clinic = await addTestProvider(t);
    valid = {
      serviceId: SERVICES.flu,
      businessName: 'tlc',
      reservationTime: '2026-03-03 09:00:00',
      locationNumber: clinic.id,
    };
  });
  afterAll(() => t.close());

  const cases: [string, Record<string, unknown>, string][] = [
    ['missing serviceId', { serviceId: undefined }, 'serviceId'],
    ['text serviceId', { serviceId: 'abc' }, 'serviceId'],
    ['fractional serviceId', { serviceId: 101.5 }, 'serviceId'],
    ['huge serviceId', { serviceId: 1e308 }, 'serviceId'],
    ['unsafe integer serviceId', { serviceId: 2 ** 53 + 2 }, 'serviceId'],
    ['negative serviceId', { serviceId: -101 }, 'serviceId'],
    ['unknown business', { businessName: 'photo' }, 'businessName'],
    ['injected business', { businessName: "tlc' OR '1'='1" }, 'businessName'],
    ['missing time', { reservationTime: undefined }, 'reservationTime'],
    ['ISO time', { reservationTime: '2026-03-03T09:00:00' }, 'reservationTime'],
    ['12-hour time', { reservationTime: '2026-03-03 09:00:00 AM' }, 'reservationTime'],
    ['month 13', { reservationTime: '2026-13-03 09:00:00' }, 'reservationTime'],
    ['30 February', { reservationTime: '2026-02-30 09:00:00' }, 'reservationTime'],
    ['full-width digits', { reservationTime: '２０２６-03-03 09:00:00' }, 'reservationTime'],
    ['oversized time', { reservationTime: '2026-03-03 09:00:00'.repeat(5000) }, 'reservationTime'],
    ['off the quarter hour', { reservationTime: '2026-03-03 09:05:00' }, 'reservationTime'],
    ['with seconds', { reservationTime: '2026-03-03 09:00:30' }, 'reservationTime'],
    ['in the lunch break', { reservationTime: '2026-03-03 12:15:00' }, 'reservationTime'],
    ['after closing', { reservationTime: '2026-03-03 17:00:00' }, 'reservationTime'],
    ['closed on Sunday', { reservationTime: '2026-03-08 10:00:00' }, 'reservationTime'],
    ['in the past', { reservationTime: '2026-03-02 09:30:00' }, 'reservationTime'],
    ['beyond the 14-day window', { reservationTime: '2026-03-16 09:00:00' }, 'reservationTime'],
    [
      'inside the lead time',
      { serviceId: SERVICES.shingles1, reservationTime: '2026-03-03 09:00:00' },
      'reservationTime',
    ],
    ['another business’s service', { serviceId: 801 }, 'serviceId'],
    ['a service without a window', { serviceId: 36 }, 'serviceId'],
    ['an unavailable service', { serviceId: 37 }, 'serviceId'],
    ['an unknown service', { serviceId: 99_999 }, 'serviceId'],
    ['a service the clinic lacks', { serviceId: SERVICES.virtualSick }, 'locationNumber'],
    ['no location and no state', { locationNumber: undefined }, 'locationNumber'],
    ['an unknown location', { locationNumber: 'NOPE0000' }, 'locationNumber'],
    ['a path as location', { locationNumber: '../../etc/passwd' }, 'locationNumber'],
    ['markup as location', { locationNumber: '<script>alert(1)</script>' }, 'locationNumber'],
    ['an emoji location', { locationNumber: '💉💉💉' }, 'locationNumber'],
    ['an unknown state', { locationNumber: undefined, licensureState: 'XX' }, 'licensureState'],
    ['a lower-case state', { locationNumber: undefined, licensureState: 'oh' }, 'licensureState'],
  ];

  it.each(cases)('answers 400 naming the field for %s, writing nothing', async (_name, change, field) => {
    const before = await countRows(t);
    const response = await api.reserve(t, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field?: string }) => error.field);
    expect(fields).toContain(field);
    expect(await countRows(t)).toEqual(before);
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const payload of ['"text"', '[]', 'null', '42', '{"serviceId":']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/appointment-management/v1/appointment-reservations',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('answers 413 for a body over the size limit', async () => {
    const response = await api.reserve(t, { ...valid, padding: 'x'.repeat(300 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it('accepts the last day of the window and the first day after the lead time', async () => {
    expect((await api.reserve(t, { ...valid, reservationTime: '2026-03-13 16:45:00' })).statusCode).toBe(201);
    expect(
      (await api.reserve(t, { ...valid, serviceId: SERVICES.shingles1, reservationTime: '2026-03-04 09:00:00' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a malformed reservation code on release with 400 naming it', async () => {
    for (const code of ['short', 'x'.repeat(65), '%3Cscript%3E', 'a%00bcdefghijklmnopqrstu']) {
      const response = await api.release(t, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors[0].field).toBe('reservationCode');
    }
  });
});
