import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createSecrets, parseKeyring } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { addTestProvider, api, bookingBody, slotsOn } from '#api/test/scheduling-fixtures.js';
import { resealOutboxEnvelopes } from './envelope-rotation.js';
import { openEnvelope } from './sealed-envelope.js';

const OLD_KEY = Buffer.alloc(32, 3).toString('base64');
const NEW_KEY = Buffer.alloc(32, 4).toString('base64');

describe('key rotation of the messages waiting in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { ENCRYPTION_KEY: OLD_KEY, RATE_LIMIT_PER_MINUTE: 100_000 } });
  });
  afterAll(() => t.close());

  const outbox = async () =>
    rowsOf<{ id: string; sealed: string | null }>(
      await t.database.db.execute(sql`select id, sealed from notification_outbox order by id`),
    );

  it('re-seals waiting messages of older keys and formats under the newest key, once, and leaves finished ones', async () => {
    const clinic = await addTestProvider(t);
    for (const slot of slotsOn(clinic, '2026-03-09').slice(0, 2)) {
      expect((await api.book(t, bookingBody(clinic, slot))).statusCode).toBe(201);
    }
    const before = await outbox();
    // Each booking leaves its confirmation and its reminder waiting.
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.every((row) => row.sealed?.startsWith('v2.primary.'))).toBe(true);
    const [legacy, finished] = before as [{ id: string; sealed: string }, { id: string; sealed: string }];
    await t.database.db.execute(
      sql`update notification_outbox set sealed = ${`v1.${legacy.sealed.slice('v2.primary.'.length)}`} where id = ${legacy.id}`,
    );
    await t.database.db.execute(
      sql`update notification_outbox set sealed = null, status = 'sent' where id = ${finished.id}`,
    );

    const rotated = createSecrets(parseKeyring(`2026-12:${NEW_KEY},primary:${OLD_KEY}`));
    expect(await resealOutboxEnvelopes(t.database.db, rotated)).toBe(before.length - 1);
    expect(await resealOutboxEnvelopes(t.database.db, rotated)).toBe(0);

    const newKeyOnly = createSecrets(parseKeyring(`2026-12:${NEW_KEY}`));
    for (const row of await outbox()) {
      if (row.id === finished.id) {
        expect(row.sealed).toBeNull();
        continue;
      }
      expect(row.sealed?.startsWith('v2.2026-12.')).toBe(true);
      expect(openEnvelope(newKeyOnly, row.id, row.sealed!)).toMatchObject({
        to: expect.any(String),
        firstName: expect.any(String),
      });
    }
  });
});
