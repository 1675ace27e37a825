import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createSecrets, parseKeyring } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn } from '#api/test/scheduling-fixtures.js';
import { resealPatientData } from './patient-data-rotation.js';
import { openPatientRecord } from './patient-record.js';

const OLD_KEY = Buffer.alloc(32, 1).toString('base64');
const NEW_KEY = Buffer.alloc(32, 2).toString('base64');

describe('key rotation of patient data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ENCRYPTION_KEY: OLD_KEY, RATE_LIMIT_PER_MINUTE: 100_000 } });
  });
  afterAll(() => t.close());

  const sealedRows = async () =>
    rowsOf<{ id: string; patient_data: string }>(
      await t.database.db.execute(sql`select id, patient_data from appointments order by id`),
    );

  it('re-seals rows of older keys and of the format before key ids under the newest key, once', async () => {
    const clinic = await addTestProvider(t);
    for (const slot of slotsOn(clinic, '2026-03-03').slice(0, 3)) {
      expect((await api.book(t, bookingBody(clinic, slot))).statusCode).toBe(201);
    }
    const before = await sealedRows();
    expect(before.every((row) => row.patient_data.startsWith('v2.primary.'))).toBe(true);
    // One row as the releases before key ids wrote it.
    const legacy = before[0]!;
    await t.database.db.execute(
      sql`update appointments set patient_data = ${`v1.${legacy.patient_data.slice('v2.primary.'.length)}`} where id = ${legacy.id}`,
    );

    const rotated = createSecrets(parseKeyring(`2026-11:${NEW_KEY},primary:${OLD_KEY}`));
    expect(await resealPatientData(t.database.db, rotated, '2026-11')).toBe(3);
    expect(await resealPatientData(t.database.db, rotated, '2026-11')).toBe(0);

    const newKeyOnly = createSecrets(parseKeyring(`2026-11:${NEW_KEY}`));
    for (const row of await sealedRows()) {
      expect(row.patient_data.startsWith('v2.2026-11.')).toBe(true);
      expect(openPatientRecord(newKeyOnly, row.patient_data, row.id)).toMatchObject({ basicInfo: {} });
    }
  });
});
