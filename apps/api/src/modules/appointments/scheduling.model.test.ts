import { cellsCovered } from '@hs/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TEST_TODAY } from '../../test/database.js';
import { rowsOf } from '../reservations/sql-values.js';
import {
  addTestProvider,
  api,
  bookingBody,
  holdBody,
  SERVICES,
  slotsOn,
  type TestProvider,
} from './scheduling.fixtures.js';

const HOLD_MINUTES = 10;
const FIRST_DAY = '2026-03-03';
const FOLLOWUP_DAY = '2026-03-31';
const SERVICE_CHOICES = ['flu', 'sick', 'hepB1'] as const;
const SERVICE_IDS = { flu: SERVICES.flu, sick: SERVICES.sickVisit, hepB1: SERVICES.hepB1 } as const;

type Command =
  | { kind: 'reserve'; slot: number; service: (typeof SERVICE_CHOICES)[number] }
  | { kind: 'release'; pick: number }
  | {
      kind: 'book';
      slot: number;
      service: (typeof SERVICE_CHOICES)[number];
      patient: number;
      holdPick: number | null;
      withFollowup: boolean;
    }
  | { kind: 'bookHeld'; pick: number; patient: number; withFollowup: boolean }
  | { kind: 'cancel'; pick: number; rightCode: boolean }
  | { kind: 'advance'; minutes: number };

const slot = fc.integer({ min: 0, max: 3 });
const service = fc.constantFrom(...SERVICE_CHOICES);
/** Small picks count back from the newest hold or appointment, where the interesting conflicts are. */
const recent = fc.nat({ max: 3 });
const patient = fc.integer({ min: 0, max: 1 });
// Weighted towards holds and their bookings, where the conversion and expiry rules live.
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reserve' as const), slot, service }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: recent }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      slot,
      service,
      patient,
      holdPick: fc.option(recent, { nil: null }),
      withFollowup: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('bookHeld' as const), pick: recent, patient, withFollowup: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: recent, rightCode: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 12 }) }),
  },
);

interface ModelHold {
  code: string;
  cells: number[];
  expiresAt: number;
  serviceId: number;
  slot: number;
  service: (typeof SERVICE_CHOICES)[number];
}
interface ModelAppointment {
  id: string;
  confirmCode: string;
  cells: number[];
  status: 'BOOKED' | 'CANCELED';
  patient: number;
  day: string;
  serviceId: number;
  firstId: string | null;
}

/** What the ledger should hold, kept by the plain rules of §4 and the architecture, with no database. */
class Model {
  holds: ModelHold[] = [];
  codes: string[] = [];
  appointments: ModelAppointment[] = [];
  constructor(
    public now: number,
    readonly capacity: number,
  ) {}
  seatsTaken(cell: number): number {
    const held = this.holds.filter((hold) => hold.expiresAt > this.now && hold.cells.includes(cell)).length;
    const booked = this.appointments.filter((a) => a.status === 'BOOKED' && a.cells.includes(cell)).length;
    return held + booked;
  }
  free(cells: readonly number[]): boolean {
    return cells.every((cell) => this.seatsTaken(cell) < this.capacity);
  }
  /** The n-th newest of a list, or undefined when it is empty. */
  static recent<T>(list: readonly T[], n: number): T | undefined {
    return list[list.length - 1 - (n % Math.max(1, list.length))];
  }
  occupancy(): Map<number, number> {
    const cells = new Set([...this.holds.flatMap((h) => h.cells), ...this.appointments.flatMap((a) => a.cells)]);
    return new Map([...cells].map((cell) => [cell, this.seatsTaken(cell)] as const).filter(([, n]) => n > 0));
  }
}

describe('scheduling against an in-memory model', () => {
  let t: TestApp;
  let minutes: Record<number, number>;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000, CONFIRM_ATTEMPT_LIMIT: 1000 } });
    const rows = rowsOf<{ id: number; slot_minutes: number }>(
      await t.database.db.execute(sql`select id, slot_minutes from services`),
    );
    minutes = Object.fromEntries(rows.map((row) => [row.id, row.slot_minutes]));
  });
  afterAll(() => t.close());

  const cellsOf = (start: Date, serviceId: number) => cellsCovered(start, minutes[serviceId]!).map((c) => c.getTime());

  async function ledger(provider: TestProvider): Promise<Map<number, number>> {
    const result = await t.database.db.execute(sql`
      select starts_at as "startsAt", count(*)::int as n from slot_claims
      where provider_id = ${provider.id}
        and (appointment_id is not null or expires_at > ${t.clock.now().toISOString()}::timestamptz)
      group by starts_at`);
    return new Map(
      rowsOf<{ startsAt: Date; n: number }>(result).map((row) => [new Date(row.startsAt).getTime(), row.n]),
    );
  }

  async function statuses(provider: TestProvider): Promise<Record<string, string>> {
    const result = await t.database.db.execute(
      sql`select id, status from appointments where provider_id = ${provider.id}`,
    );
    return Object.fromEntries(rowsOf<{ id: string; status: string }>(result).map((row) => [row.id, row.status]));
  }

  async function step(model: Model, provider: TestProvider, given: Command, runId: number) {
    const first = slotsOn(provider, FIRST_DAY);
    let cmd = given;
    if (cmd.kind === 'bookHeld') {
      // Books exactly what a recent hold is for, with its code: the conversion path.
      const held = Model.recent(model.holds, cmd.pick);
      if (!held) return;
      const codeIndex = model.codes.indexOf(held.code);
      cmd = {
        ...cmd,
        kind: 'book',
        slot: held.slot,
        service: held.service,
        holdPick: model.codes.length - 1 - codeIndex,
      };
    }
    if (cmd.kind === 'advance') {
      t.clock.advance(cmd.minutes * 60_000);
      model.now += cmd.minutes * 60_000;
      return;
    }
    if (cmd.kind === 'reserve') {
      const serviceId = SERVICE_IDS[cmd.service];
      const target = first[cmd.slot]!;
      const cells = cellsOf(target.start, serviceId);
      const response = await api.reserve(t, holdBody(provider, target, serviceId));
      expect(response.statusCode).toBe(model.free(cells) ? 201 : 409);
      if (response.statusCode === 201) {
        const code = response.json().data.appointmentReservations.reservationCode;
        model.holds.push({
          code,
          cells,
          expiresAt: model.now + HOLD_MINUTES * 60_000,
          serviceId,
          slot: cmd.slot,
          service: cmd.service,
        });
        model.codes.push(code);
      }
      return;
    }
    if (cmd.kind === 'release') {
      const code = Model.recent(model.codes, cmd.pick) ?? 'UnknownCodeAAAAAAAAAAA';
      expect((await api.release(t, code)).statusCode).toBe(204);
      model.holds = model.holds.filter((hold) => hold.code !== code);
      return;
    }
    if (cmd.kind === 'cancel') {
      const target = Model.recent(model.appointments, cmd.pick);
      if (!target) return;
      const ip = `198.18.${runId % 250}.${cmd.pick % 250}`;
      if (!cmd.rightCode) {
        expect((await api.cancel(t, target.id, 'WrongCodeAAAAAAAAAAAAA', ip)).statusCode).toBe(404);
        return;
      }
      const response = await api.cancel(t, target.id, target.confirmCode, ip);
      if (target.status === 'CANCELED') {
        expect(response.statusCode).toBe(409);
        return;
      }
      const followups =
        target.firstId === null
          ? model.appointments.filter((a) => a.firstId === target.id && a.status === 'BOOKED')
          : [];
      expect(response.statusCode).toBe(200);
      expect(response.json().data.data.canceled).toEqual([target.id, ...followups.map((f) => f.id)]);
      for (const canceled of [target, ...followups]) canceled.status = 'CANCELED';
      return;
    }

    // book
    const serviceId = SERVICE_IDS[cmd.service];
    const target = first[cmd.slot]!;
    const cells = cellsOf(target.start, serviceId);
    const followupSlot =
      cmd.service === 'hepB1' && cmd.withFollowup ? slotsOn(provider, FOLLOWUP_DAY)[cmd.slot]! : null;
    const followupCells = followupSlot ? cellsOf(followupSlot.start, SERVICES.hepB2) : [];
    const code = cmd.holdPick === null ? undefined : Model.recent(model.codes, cmd.holdPick);
    const hold = model.holds.find((h) => h.code === code);
    const usable = hold && hold.expiresAt > model.now && hold.serviceId === serviceId;
    const remaining = cells.filter((cell) => !(usable && hold.cells.includes(cell)));
    const patient = runId * 10 + cmd.patient + 1;
    const duplicate = model.appointments.some(
      (a) =>
        a.status === 'BOOKED' &&
        a.patient === patient &&
        ((a.day === FIRST_DAY && a.serviceId === serviceId) ||
          (followupSlot && a.day === FOLLOWUP_DAY && a.serviceId === SERVICES.hepB2)),
    );
    const expected = duplicate ? 429 : model.free(remaining) && model.free(followupCells) ? 201 : 409;

    const body = bookingBody(provider, target, {
      patient,
      serviceIds: [serviceId],
      ...(code ? { reservationCode: code } : {}),
      ...(followupSlot
        ? {
            followupAppointment: {
              serviceId: SERVICES.hepB2,
              dateTime: { value: followupSlot.timestamp, timezone: provider.timeZone },
            },
          }
        : {}),
    });
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected !== 201) return;
    const data = response.json().data;
    if (code) model.holds = model.holds.filter((h) => h.code !== code);
    const booked = data.appointments[0];
    model.appointments.push({ ...booked, cells, status: 'BOOKED', patient, day: FIRST_DAY, serviceId, firstId: null });
    if (followupSlot) {
      const followup = data.followupAppointment;
      model.appointments.push({
        ...followup,
        cells: followupCells,
        status: 'BOOKED',
        patient,
        day: FOLLOWUP_DAY,
        serviceId: SERVICES.hepB2,
        firstId: booked.id,
      });
    }
  }

  it('keeps the ledger equal to the model and never over capacity', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(1, 2),
        async (commands, capacity) => {
          const runId = ++run;
          const provider = await addTestProvider(t, { capacity });
          t.clock.set(TEST_TODAY);
          const model = new Model(TEST_TODAY.getTime(), capacity);
          for (const cmd of commands) {
            await step(model, provider, cmd, runId);
            const actual = await ledger(provider);
            expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(model.occupancy()));
            for (const seats of actual.values()) expect(seats).toBeLessThanOrEqual(capacity);
            const expectedStatuses = Object.fromEntries(model.appointments.map((a) => [a.id, a.status]));
            expect(await statuses(provider)).toEqual(expectedStatuses);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
