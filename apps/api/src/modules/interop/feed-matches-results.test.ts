import { type AvailabilityResponse, AvailabilityResponseSchema } from '@hs/contracts';
import { addDays } from '@hs/domain';
import type { Slot } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { api, holdBody, slotsOn } from '#api/test/scheduling-fixtures.js';
import { storedSlotRules } from '#api/test/slot-rules.js';
import { useTestApp } from '#api/test/test-app-hooks.js';
import { readFeedFile } from './bulk-publish.service.js';

// The demo chain at the test clock (Monday 2026-03-02, 15:00Z). Virginia has the fewest clinics of the chain.
const STATE = 'VA';
const FLU = 101;
const SICK_VISIT = 29;

interface Pick {
  clinicId: string;
  serviceId: number;
  date: string;
}

/** A small deterministic generator, so the sample is the same on every run. */
function sampler(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('the feed and the results page', () => {
  const t = useTestApp();

  async function clinicServices(): Promise<Map<string, number[]>> {
    const rows = rowsOf<{ id: string; services: number[] }>(
      await t.database.db.execute(sql`select p.id, array_agg(ps.service_id order by ps.service_id) as services
        from clinics c join providers p on p.id = c.provider_id
        join provider_services ps on ps.provider_id = p.id
        where c.state_code = ${STATE} and c.is_scheduler_enabled group by p.id order by p.id`),
    );
    return new Map(rows.map((row) => [row.id, row.services]));
  }

  async function resultsFreeStarts(pick: Pick): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url:
        `/appointment-management/v3/timeslots?filter.locationIds=${pick.clinicId}&filter.serviceIds=${pick.serviceId}` +
        `&filter.startDate=${pick.date}&filter.endDate=${pick.date}&filter.businessNames=tlc`,
    });
    if (response.statusCode !== 200) return [];
    const body: AvailabilityResponse = AvailabilityResponseSchema.parse(response.json());
    const service = body.data.appointmentTimeSlots[0]?.services[0];
    return (service?.availability.find((day) => day.date === pick.date)?.timeslots ?? []).map((slot) => slot.value);
  }

  /** The feed's Slots of some schedules, read through the same code the route streams. */
  async function feedSlots(scheduleIds: ReadonlySet<string>): Promise<Slot[]> {
    const file = await readFeedFile(
      {
        db: t.database.db,
        clock: t.clock,
        site: { publicUrl: 'https://clinic.example.com' },
        maxAgeSeconds: 60,
        consistentReads: t.database.kind === 'postgres',
      },
      `slots-${STATE}.ndjson`,
    );
    const found: Slot[] = [];
    for await (const chunk of file.lines) {
      for (const line of chunk.split('\n')) {
        const at = line.indexOf('"Schedule/');
        if (at === -1) continue;
        const id = line.slice(at + '"Schedule/'.length, line.indexOf('"', at + 10));
        if (scheduleIds.has(id)) found.push(JSON.parse(line) as Slot);
      }
    }
    return found;
  }

  it('has, for a sample of clinics, services and days, exactly the free slots the results offer', async () => {
    const offered = await clinicServices();
    const clinics = [...offered.keys()];
    // Some slots taken first, so the sample has busy slots too: a hold at three clinics' first flu slot tomorrow.
    const today = '2026-03-02';
    const tomorrow = addDays(today, 1);
    for (const clinicId of clinics.slice(0, 3)) {
      const rules = await storedSlotRules(t.database.db, clinicId);
      const first = slotsOn({ id: clinicId, capacity: 1, ...rules }, tomorrow)[0];
      if (first)
        expect((await api.reserve(t, holdBody({ id: clinicId, capacity: 1, ...rules }, first))).statusCode).toBe(201);
    }

    const next = sampler(20261127);
    const picks: Pick[] = clinics
      .slice(0, 3)
      .flatMap((clinicId) => [FLU, SICK_VISIT].map((serviceId) => ({ clinicId, serviceId, date: tomorrow })));
    while (picks.length < 24) {
      const clinicId = clinics[next(clinics.length)]!;
      const services = offered.get(clinicId)!;
      picks.push({ clinicId, serviceId: services[next(services.length)]!, date: addDays(today, next(14)) });
    }
    const slots = await feedSlots(new Set(picks.map((pick) => `${pick.clinicId}-${pick.serviceId}`)));

    let compared = 0;
    let busy = 0;
    for (const pick of picks) {
      const ofPick = slots.filter(
        (slot) =>
          slot.schedule.reference === `Schedule/${pick.clinicId}-${pick.serviceId}` && slot.start.startsWith(pick.date),
      );
      const free = ofPick.filter((slot) => slot.status === 'free').map((slot) => slot.start);
      expect(free, `${pick.clinicId} ${pick.serviceId} ${pick.date}`).toEqual(await resultsFreeStarts(pick));
      compared += free.length;
      busy += ofPick.filter((slot) => slot.status === 'busy').length;
    }
    expect(compared).toBeGreaterThan(500);
    expect(busy).toBeGreaterThanOrEqual(3);
  });
});
