import { describe, expect, it } from 'vitest';
import { choosableProviders, claimCells, RulesChangedError } from '#api/modules/slot-inventory';
import { closeEarly, currentFile, importInto } from '#api/test/directory-import.js';
import { api, holdBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const FRIDAY = '2026-03-06';

describe('a claim planned before an import changed its provider’s rules', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });

  it('is refused in its own transaction, and a hold asked for again is judged by the new hours', async () => {
    const clinic = await seededClinic(t, SERVICES.flu, 4);
    const morning = slotsOn(clinic, FRIDAY)[0]!;
    const ctx = { db: t.database.db, clock: t.clock, config: t.app.deps.config, requestId: 'test' };
    const [planned] = await choosableProviders(t.database.db, {
      serviceIds: [SERVICES.flu],
      locationNumber: clinic.id,
      now: t.clock.now(),
    });

    const file = await currentFile(t);
    closeEarly(file, clinic.id, ['friday'], '12:00');
    expect((await importInto(t, file)).status).toBe('applied');

    const claim = {
      providerId: planned!.id,
      rulesVersion: planned!.rulesVersion,
      capacity: planned!.slotCapacity,
      start: morning.start,
      slotMinutes: 15,
      serviceId: SERVICES.flu,
      now: ctx.clock.now(),
    };
    const hold = { kind: 'hold', reservationCode: 'stale-plan', expiresAt: new Date(Date.now() + 600_000) } as const;
    await expect(t.database.db.transaction((tx) => claimCells(tx, claim, hold))).rejects.toBeInstanceOf(
      RulesChangedError,
    );
    // Planned afresh, the morning is still open under the new hours.
    expect((await api.reserve(t, holdBody(clinic, morning))).statusCode).toBe(201);
  });
});
