import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import {
  addTestProvider,
  api,
  bookingBody,
  hepB2Followup,
  holdBody,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { type Command, command, FIRST_DAY, FOLLOWUP_DAY, Model, SERVICE_IDS } from '#api/test/scheduling-model.js';
import { claimCounts } from './counted-claims.js';
import { fullCellsAt } from './slot-occupancy.js';
import { findOccupancy } from './slot-occupancy.repository.js';

const CELL_MS = 15 * 60 * 1000;

/** Per cell (epoch ms): booked seats and the expiries of its holds, lapsed ones included, sorted. */
type Cells = Record<number, { booked: number; holds: number[] }>;

interface Hold {
  code: string;
  slot: number;
  service: keyof typeof SERVICE_IDS;
}

/** What the visitors of one run hold and have booked, for later commands to pick from. */
interface Visits {
  holds: Hold[];
  booked: { id: string; confirmCode: string }[];
}

/**
 * Whatever visitors do (hold, release, book with or without a hold, cancel, move) and however the clock moves,
 * the occupancy rows hold exactly the ledger's claims, and the full cells a search derives from them at any
 * moment are the ledger's.
 */
describe('slot occupancy against the claims ledger', () => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, CONFIRM_ATTEMPT_LIMIT: 1000 } });
  });
  afterAll(() => t.close());

  const window = (provider: TestProvider) => ({
    providerIds: [provider.id],
    from: new Date(Date.parse(FIRST_DAY) - 2 * 86_400_000),
    to: new Date(Date.parse(FOLLOWUP_DAY) + 3 * 86_400_000),
  });

  async function ledgerCells(provider: TestProvider): Promise<Cells> {
    const result = await t.database.db.execute(sql`
      select (extract(epoch from starts_at) * 1000)::float8 as cell,
        count(appointment_id)::int as booked,
        coalesce(array_agg((extract(epoch from expires_at) * 1000)::float8 order by expires_at)
          filter (where appointment_id is null), '{}') as holds
      from slot_claims where provider_id = ${provider.id} group by starts_at`);
    const rows = rowsOf<{ cell: number; booked: number; holds: number[] }>(result);
    return Object.fromEntries(rows.map((row) => [row.cell, { booked: row.booked, holds: row.holds }]));
  }

  async function occupancyCells(provider: TestProvider): Promise<Cells> {
    const cells: Cells = {};
    const at = (cell: number) => (cells[cell] ??= { booked: 0, holds: [] });
    for (const row of await findOccupancy(t.database.db, window(provider))) {
      row.booked.forEach((seats, cell) => {
        if (seats > 0) at(row.dayStart + cell * CELL_MS).booked = seats;
      });
      row.holdCells.forEach((cell, index) => {
        at(row.dayStart + cell * CELL_MS).holds.push(row.holdExpiries[index]!);
      });
    }
    for (const cell of Object.values(cells)) cell.holds.sort((a, b) => a - b);
    return cells;
  }

  /** The full cells at `at` as the claims say, by the one counting rule. */
  async function ledgerFullCells(provider: TestProvider, at: Date) {
    const result = await t.database.db.execute(sql`
      select (extract(epoch from starts_at) * 1000)::float8 as cell,
        (extract(epoch from min(expires_at)) * 1000)::float8 as "firstExpiry"
      from slot_claims where provider_id = ${provider.id} and ${claimCounts(at)}
      group by starts_at having count(*) >= ${provider.capacity}`);
    const rows = rowsOf<{ cell: number; firstExpiry: number | null }>(result);
    const expiries = rows.flatMap((row) => (row.firstExpiry === null ? [] : [row.firstExpiry]));
    return {
      cells: rows.map((row) => row.cell).sort((a, b) => a - b),
      holdsExpireAt: expiries.length > 0 ? Math.min(...expiries) : null,
    };
  }

  async function occupancyFullCells(provider: TestProvider, at: Date) {
    const rows = await findOccupancy(t.database.db, window(provider));
    const full = fullCellsAt(rows, () => provider.capacity, at.getTime()).get(provider.id);
    return { cells: [...(full?.cells ?? [])].sort((a, b) => a - b), holdsExpireAt: full?.holdsExpireAt ?? null };
  }

  /** Sends the command as a visitor would; its outcome does not matter here, only what it leaves behind. */
  async function send(provider: TestProvider, state: Visits, given: Command) {
    const first = slotsOn(provider, FIRST_DAY);
    const patient = run * 10 + ('patient' in given ? given.patient : 0) + 1;
    const book = async (slot: number, service: keyof typeof SERVICE_IDS, code?: string, withFollowup = false) => {
      const followup = service === 'hepB1' && withFollowup ? slotsOn(provider, FOLLOWUP_DAY)[slot]! : null;
      const body = bookingBody(provider, first[slot]!, {
        patient,
        serviceIds: [SERVICE_IDS[service]],
        ...(code ? { reservationCode: code } : {}),
        ...hepB2Followup(provider, followup),
      });
      const response = await api.book(t, body);
      if (response.statusCode === 201) state.booked.push(response.json().data.appointments[0]);
    };
    switch (given.kind) {
      case 'advance':
        t.clock.advance(given.minutes * 60_000);
        return;
      case 'reserve': {
        const response = await api.reserve(t, holdBody(provider, first[given.slot]!, SERVICE_IDS[given.service]));
        if (response.statusCode === 201) {
          const code = response.json().data.appointmentReservations.reservationCode;
          state.holds.push({ code, slot: given.slot, service: given.service });
        }
        return;
      }
      case 'release': {
        const hold = Model.recent(state.holds, given.pick);
        if (hold) await api.release(t, hold.code);
        return;
      }
      case 'book': {
        const hold = given.holdPick === null ? undefined : Model.recent(state.holds, given.holdPick);
        await book(given.slot, given.service, hold?.code, given.withFollowup);
        return;
      }
      case 'bookHeld': {
        const hold = Model.recent(state.holds, given.pick);
        if (hold) await book(hold.slot, hold.service, hold.code, given.withFollowup);
        return;
      }
      case 'cancel': {
        const target = Model.recent(state.booked, given.pick);
        if (target) await api.cancel(t, target.id, target.confirmCode, `198.18.${run % 250}.1`);
        return;
      }
      case 'reschedule': {
        const target = Model.recent(state.booked, given.pick);
        const hold = given.holdPick === null ? undefined : Model.recent(state.holds, given.holdPick);
        if (!target) return;
        await api.reschedule(
          t,
          target.id,
          { confirmCode: target.confirmCode, dateTime: first[given.slot]!.timestamp, reservationCode: hold?.code },
          { clientIp: `198.19.${run % 250}.1` },
        );
      }
    }
  }

  it('keeps every provider-day equal to the claims and derives the same full cells', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(1, 2, 3),
        async (commands, capacity) => {
          run += 1;
          const provider = await addTestProvider(t, { capacity });
          t.clock.set(TEST_TODAY);
          const state: Visits = { holds: [], booked: [] };
          for (const cmd of commands) {
            await send(provider, state, cmd);
            const cells = await ledgerCells(provider);
            expect(await occupancyCells(provider)).toEqual(cells);
            // Now, and the very instants holds lapse, where a hold stops counting.
            const expiries = Object.values(cells).flatMap((cell) => cell.holds);
            for (const at of [t.clock.now().getTime(), ...new Set(expiries)].map((ms) => new Date(ms))) {
              expect(await occupancyFullCells(provider, at)).toEqual(await ledgerFullCells(provider, at));
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);
});
