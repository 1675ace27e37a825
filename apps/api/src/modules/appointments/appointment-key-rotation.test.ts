import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { missingKeyRefusal } from '#api/key-rotation.js';
import { createSecrets, parseKeyring, type Secrets } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn } from '#api/test/scheduling-fixtures.js';
import { appointmentKeyNeeds } from './appointment-key-needs.js';
import { rekeyAppointments } from './appointment-key-rotation.js';
import { hashConfirmCode, openConfirmCode } from './confirm-code.js';
import { openPatientRecord, patientKey } from './patient-record.js';

const OLD_KEY = Buffer.alloc(32, 1).toString('base64');
const NEW_KEY = Buffer.alloc(32, 2).toString('base64');

interface KeyedRow {
  id: string;
  patient_data: string;
  patient_key: string;
  confirm_code_hash: string;
  confirm_code_sealed: string | null;
  hash_key_id: string | null;
}

describe('key rotation of appointments', () => {
  let t: TestApp;
  let legacyId = '';
  beforeAll(async () => {
    t = await createTestApp({ config: { ENCRYPTION_KEY: OLD_KEY, RATE_LIMIT_PER_MINUTE: 100_000 } });
  });
  afterAll(() => t.close());

  const keyedRows = async () =>
    rowsOf<KeyedRow>(
      await t.database.db.execute(
        sql`select id, patient_data, patient_key, confirm_code_hash, confirm_code_sealed, hash_key_id
            from appointments order by id`,
      ),
    );

  it('re-seals data and codes and re-hashes codes and patients under the newest key, once', async () => {
    const clinic = await addTestProvider(t);
    const codes = new Map<string, string>();
    for (const slot of slotsOn(clinic, '2026-03-03').slice(0, 4)) {
      const booked = await api.book(t, bookingBody(clinic, slot));
      expect(booked.statusCode).toBe(201);
      const { id, confirmCode } = booked.json().data.appointments[0];
      codes.set(id, confirmCode);
    }
    const before = await keyedRows();
    expect(before.every((row) => row.patient_data.startsWith('v2.primary.') && row.hash_key_id === 'primary')).toBe(
      true,
    );
    // One row as the releases before key ids wrote it; one as the releases before codes were kept sealed.
    const [v1, legacy] = before as [KeyedRow, KeyedRow];
    await t.database.db.execute(
      sql`update appointments set patient_data = ${`v1.${v1.patient_data.slice('v2.primary.'.length)}`} where id = ${v1.id}`,
    );
    await t.database.db.execute(
      sql`update appointments set confirm_code_sealed = null, hash_key_id = null where id = ${legacy.id}`,
    );

    const rotated = createSecrets(parseKeyring(`2026-11:${NEW_KEY},primary:${OLD_KEY}`));
    expect(await rekeyAppointments(t.database.db, rotated)).toBe(4);
    expect(await rekeyAppointments(t.database.db, rotated)).toBe(0);

    const newKeyOnly = createSecrets(parseKeyring(`2026-11:${NEW_KEY}`));
    const oldKeyOnly = createSecrets(parseKeyring(`primary:${OLD_KEY}`));
    for (const row of await keyedRows()) {
      expect(row.patient_data.startsWith('v2.2026-11.')).toBe(true);
      const record = openPatientRecord(newKeyOnly, row.patient_data, row.id) as { basicInfo: never };
      const code = codes.get(row.id)!;
      if (row.id === legacy.id) {
        // Its code was never kept, so its hashes stay under the key that made them, which is now named.
        expect(row).toMatchObject({ hash_key_id: 'primary', confirm_code_sealed: null });
        expect(row.confirm_code_hash).toBe(hashConfirmCode(oldKeyOnly, code));
        expect(row.patient_key).toBe(patientKey(oldKeyOnly, record.basicInfo));
        continue;
      }
      expect(row.hash_key_id).toBe('2026-11');
      expect(row.confirm_code_sealed?.startsWith('v2.2026-11.')).toBe(true);
      expect(openConfirmCode(newKeyOnly, row.confirm_code_sealed!, row.id)).toBe(code);
      expect(row.confirm_code_hash).toBe(hashConfirmCode(newKeyOnly, code));
      expect(row.patient_key).toBe(patientKey(newKeyOnly, record.basicInfo));
    }
    legacyId = legacy.id;
  });

  it('keeps the key of codes it could not re-hash needed until their visit, and finds it when unnamed', async () => {
    const both = createSecrets(parseKeyring(`2026-11:${NEW_KEY},primary:${OLD_KEY}`));
    const newKeyOnly = createSecrets(parseKeyring(`2026-11:${NEW_KEY}`));
    const legacyNeeds = async (secrets: Secrets, now: Date) =>
      (await appointmentKeyNeeds(t.database.db, secrets, now)).filter((need) => need.until);
    const visit = rowsOf<{ starts_at: Date | string }>(
      await t.database.db.execute(sql`select starts_at from appointments where id = ${legacyId}`),
    )[0]!.starts_at;
    const expected = { keyId: 'primary', count: 1, until: new Date(visit) };
    expect(await legacyNeeds(both, t.clock.now())).toMatchObject([expected]);
    // Once its visit is over, nothing needs the key for it.
    expect(await legacyNeeds(both, new Date(new Date(visit).getTime() + 1))).toEqual([]);

    // As a row that no rotation has named yet: the key that reproduces its patient hash is the one it needs, and
    // a server listing only the new key is told that a key it no longer lists is still needed.
    await t.database.db.execute(sql`update appointments set hash_key_id = null where id = ${legacyId}`);
    expect(await legacyNeeds(both, t.clock.now())).toMatchObject([expected]);
    const unnamed = await legacyNeeds(newKeyOnly, t.clock.now());
    expect(unnamed).toMatchObject([{ ...expected, keyId: null }]);
    expect(missingKeyRefusal(unnamed, ['2026-11'], 'ENCRYPTION_KEYS')).toMatch(/^the key listed last before/);
  });
});
