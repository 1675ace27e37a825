import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { choosableProviders, claimCells } from '#api/modules/slot-inventory';
import { closeEarly, currentFile, importInto } from '#api/test/directory-import.js';
import { SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const FRIDAY = '2026-03-06';

describe('an import and a claim under way at the same provider', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });

  it('the import waits for the claim under way to commit before it reads the bookings', async () => {
    const clinic = await seededClinic(t, SERVICES.flu, 5);
    const afternoon = slotsOn(clinic, FRIDAY).at(-1)!;
    const [provider] = await choosableProviders(t.database.db, {
      serviceIds: [SERVICES.flu],
      locationNumber: clinic.id,
      now: t.clock.now(),
    });
    const file = await currentFile(t);
    closeEarly(file, clinic.id, ['friday'], '12:00');

    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let claimed = () => {};
    const inFlight = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const claim = t.database.db.transaction(async (tx) => {
      await claimCells(
        tx,
        {
          providerId: provider!.id,
          rulesVersion: provider!.rulesVersion,
          capacity: provider!.slotCapacity,
          start: afternoon.start,
          slotMinutes: 15,
          serviceId: SERVICES.flu,
          now: t.clock.now(),
        },
        { kind: 'hold', reservationCode: 'under-way', expiresAt: new Date(t.clock.now().getTime() + 600_000) },
      );
      claimed();
      await committed;
    });
    await inFlight;
    let settled = false;
    const importing = importInto(t, file, { bookings: { kind: 'keep' } }).finally(() => {
      settled = true;
    });
    await sleep(500);
    expect(settled).toBe(false);
    commit();
    await claim;
    expect((await importing).status).toBe('applied');
  });
});
