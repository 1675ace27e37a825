import { cellsCovered } from '@hs/domain';
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
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import {
  type Command,
  command,
  FIRST_DAY,
  FOLLOWUP_DAY,
  HOLD_MINUTES,
  Model,
  SERVICE_IDS,
} from '#api/test/scheduling-model.js';

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

    if (cmd.kind === 'reschedule') {
      await reschedule(model, provider, cmd, runId);
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
      ...hepB2Followup(provider, followupSlot),
    });
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected !== 201) return;
    const data = response.json().data;
    if (code) model.holds = model.holds.filter((h) => h.code !== code);
    const booked = data.appointments[0];
    model.appointments.push({
      ...booked,
      cells,
      status: 'BOOKED',
      patient,
      day: FIRST_DAY,
      serviceId,
      firstId: null,
      slot: cmd.slot,
    });
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
        slot: cmd.slot,
      });
    }
  }

  /**
   * Moves a recent appointment to another slot of its own day (a follow-up stays on its day; a first appointment
   * with a booked follow-up takes it along to the same slot index), optionally through a recent hold. The seats
   * it leaves are free for its own new time, as in one transaction.
   */
  async function reschedule(
    model: Model,
    provider: TestProvider,
    cmd: Extract<Command, { kind: 'reschedule' }>,
    runId: number,
  ) {
    const target = Model.recent(model.appointments, cmd.pick);
    if (!target) return;
    const ip = `198.19.${runId % 250}.${cmd.pick % 250}`;
    const slot = slotsOn(provider, target.day)[cmd.slot]!;
    const cells = cellsOf(slot.start, target.serviceId);
    const followup =
      target.firstId === null
        ? model.appointments.find((a) => a.firstId === target.id && a.status === 'BOOKED')
        : undefined;
    const followupSlot = followup ? slotsOn(provider, followup.day)[cmd.slot]! : null;
    const followupCells = followupSlot && followup ? cellsOf(followupSlot.start, followup.serviceId) : [];
    const code = cmd.holdPick === null ? undefined : Model.recent(model.codes, cmd.holdPick);
    const body = {
      confirmCode: cmd.rightCode ? target.confirmCode : 'ZZZZZZZZZZ',
      dateTime: slot.timestamp,
      ...(code ? { reservationCode: code } : {}),
      ...(followupSlot
        ? { followupAppointment: { dateTime: { value: followupSlot.timestamp, timezone: provider.timeZone } } }
        : {}),
    };
    const response = await api.reschedule(t, target.id, body, { clientIp: ip });
    if (!cmd.rightCode) {
      expect(response.statusCode).toBe(404);
      return;
    }
    if (target.status === 'CANCELED') {
      expect(response.statusCode).toBe(409);
      return;
    }
    const moving = followup ? [target, followup] : [target];
    for (const appointment of moving) appointment.status = 'CANCELED';
    const hold = model.holds.find((h) => h.code === code);
    const usable = hold && hold.expiresAt > model.now && hold.serviceId === target.serviceId;
    const remaining = cells.filter((cell) => !(usable && hold.cells.includes(cell)));
    const fits = model.free(remaining) && model.free(followupCells);
    for (const appointment of moving) appointment.status = 'BOOKED';
    expect(response.statusCode, response.body).toBe(fits ? 200 : 409);
    if (!fits) return;
    if (code) model.holds = model.holds.filter((h) => h.code !== code);
    Object.assign(target, { cells, slot: cmd.slot });
    if (followup) Object.assign(followup, { cells: followupCells, slot: cmd.slot });
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
