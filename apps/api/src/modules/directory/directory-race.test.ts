import { setTimeout as sleep } from 'node:timers/promises';
import { type AvailabilityResponse, AvailabilityResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { importDirectory } from '#api/modules/directory';
import { checkedDirectory } from '#api/test/directory-command.js';
import { closeEarly, currentFile } from '#api/test/directory-import.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// TEST_TODAY is Monday 2026-03-02: the Wednesday to Friday ahead, no holiday among them.
const DAYS = ['2026-03-04', '2026-03-05', '2026-03-06'] as const;
const WEEKDAYS = ['wednesday', 'thursday', 'friday'] as const;
const NEW_CLOSING = '12:00';

describe('an import racing 50 bookings', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });

  it('loses no booking, strands none, and then shows no slot the new hours forbid', async () => {
    const clinic = await seededClinic(t, SERVICES.flu, 3);
    // Every other slot of each day, so some are still free to show afterwards.
    const slots = DAYS.flatMap((day) => slotsOn(clinic, day).filter((_, index) => index % 2 === 0)).slice(0, 50);
    expect(slots).toHaveLength(50);
    const forbidden = (wallClock: string) => wallClock.slice(11, 16) >= NEW_CLOSING;
    expect(slots.filter((slot) => forbidden(slot.wallClock)).length).toBeGreaterThan(10);

    const file = await currentFile(t);
    closeEarly(file, clinic.id, WEEKDAYS, NEW_CLOSING);

    // Afternoons first, so some of the bookings the new hours forbid are made before the import, some after.
    slots.sort((a, b) => Number(forbidden(b.wallClock)) - Number(forbidden(a.wallClock)));
    const directory = checkedDirectory(file);
    // Bookings arrive one every few milliseconds; the import starts among them and the rest race it.
    const importing = sleep(30).then(() =>
      importDirectory(
        { db: t.database.db, clock: t.clock, config: t.app.deps.config, requestId: 'directory-import' },
        t.app.secrets,
        { directory, dryRun: false, bookings: { kind: 'cancel', reason: 'Shorter hours' } },
      ),
    );
    const bookings: ReturnType<typeof api.book>[] = [];
    for (const slot of slots) {
      bookings.push(api.book(t, bookingBody(clinic, slot)));
      await sleep(4);
    }
    const [outcome, ...answers] = await Promise.all([importing, ...bookings]);
    expect(outcome.status).toBe('applied');

    // Each booking either got its seat or was told plainly it could not; none failed.
    for (const answer of answers) expect([201, 400, 409], answer.body).toContain(answer.statusCode);
    const booked = answers.flatMap((answer, index) =>
      answer.statusCode === 201
        ? [{ id: (answer.json().data.appointments[0] as { id: string }).id, slot: slots[index]! }]
        : [],
    );
    expect(booked.length).toBeGreaterThan(0);
    const rows = new Map(
      rowsOf<{ id: string; status: string; seats: number; told: number }>(
        await t.database.db.execute(sql`
          select a.id, a.status,
            (select count(*)::int from slot_claims c where c.appointment_id = a.id) as seats,
            (select count(*)::int from notification_outbox o
              where o.appointment_id = a.id and o.kind = 'clinic-cancellation') as told
          from appointments a where a.provider_id = ${clinic.id}`),
      ).map((row) => [row.id, row]),
    );
    const canceled = new Set(outcome.canceledAppointments);
    for (const { id, slot } of booked) {
      const row = rows.get(id);
      // Not lost: every booking answered 201 is there, booked with its seat, or canceled by the import and told.
      expect(row, id).toBeDefined();
      if (forbidden(slot.wallClock)) {
        expect([row!.status, row!.seats, canceled.has(id), row!.told > 0], slot.wallClock).toEqual([
          'CANCELED',
          0,
          true,
          true,
        ]);
      } else {
        expect([row!.status, row!.seats], slot.wallClock).toEqual(['BOOKED', 1]);
      }
    }

    const response = await t.app.inject({
      method: 'GET',
      url: `/appointment-management/v3/timeslots?filter.locationIds=${clinic.id}&filter.serviceIds=${SERVICES.flu}&filter.startDate=${DAYS[0]}&filter.endDate=${DAYS[2]}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: AvailabilityResponse = AvailabilityResponseSchema.parse(response.json());
    const shown = body.data.appointmentTimeSlots[0]!.services[0]!.availability.flatMap((day) =>
      day.timeslots.map((slot) => slot.value),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((value) => forbidden(value.replace(' ', 'T')))).toEqual([]);
  });
});
