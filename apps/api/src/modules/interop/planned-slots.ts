import { zonedValue } from '@hs/domain';
import type { Slot } from '@medplum/fhirtypes';
import type { Database } from '#api/db/client.js';
import { findBookableClinics, horizonSchedules } from '#api/modules/availability';
import type { ScheduleKey } from './fhir.repository.js';
import { seatPartsOf } from './fhir-api-resources.js';
import { bookingLink, type ClinicProvider, type PublicSite, scheduleId, slotResource } from './fhir-resources.js';
import type { InstantTest } from './fhir-search.js';
import type { PublishedService } from './published-services.js';

/** A Slot the API shows, with what ordering and proposing it needs. */
export interface PlannedSlot {
  resource: Slot;
  startMs: number;
  /** Its place among the Slots of its start time: schedules in the order given, parts in theirs. */
  order: number;
  clinic: ClinicProvider;
  service: PublishedService;
  minutes: number;
}

/**
 * Every Slot of some schedules over their booking horizon at `now`, planned as the feed and the results plan
 * them (horizonSchedules: the results' search windows, closures and occupancy rows), each start split into its
 * free, held and booked seats. `starts` keeps only the starts it accepts, on each clinic's clock.
 */
export async function plannedSlots(
  deps: { db: Database; site: PublicSite },
  keys: readonly ScheduleKey[],
  services: readonly PublishedService[],
  options: { now: Date; starts?: InstantTest },
): Promise<PlannedSlot[]> {
  if (keys.length === 0) return [];
  const clinicIds = [...new Set(keys.map((key) => key.clinicId))];
  const clinics = (await findBookableClinics(deps.db, { ids: clinicIds, limit: clinicIds.length })) as ClinicProvider[];
  const wanted = new Map(keys.map((key, index) => [scheduleId(key.clinicId, key.serviceId), index]));
  const requested = new Set(keys.map((key) => key.serviceId));
  const chosen = services.filter(({ service }) => requested.has(service.id));
  const serviceOf = new Map(chosen.map((published) => [published.visit, published]));
  const schedules = await horizonSchedules(
    deps.db,
    clinics,
    chosen.map(({ visit }) => visit),
    options.now,
  );
  const slots: PlannedSlot[] = [];
  for (const schedule of schedules) {
    const published = serviceOf.get(schedule.visit)!;
    const { service } = published;
    const clinic = schedule.provider as ClinicProvider;
    const id = scheduleId(clinic.id, service.id);
    const position = wanted.get(id);
    if (position === undefined) continue;
    const length = schedule.visit.slotMinutes * 60_000;
    for (const day of schedule.days) {
      for (let index = day.from; index < day.slots.length; index++) {
        const slot = day.slots[index]!;
        const startMs = slot.start.getTime();
        if (options.starts && !options.starts(startMs, clinic.timeZone)) continue;
        const parts = seatPartsOf({ capacity: clinic.slotCapacity, ...schedule.seatsAt(startMs) });
        const end = zonedValue(clinic.timeZone, day.date, startMs + length);
        for (const [partIndex, part] of parts.entries()) {
          const resource = slotResource({
            schedule: id,
            startMs,
            start: slot.value,
            end,
            part,
            index: partIndex,
            severalSeats: clinic.slotCapacity > 1,
            bookingLink: bookingLink(deps.site, {
              category: service.category,
              postalCode: clinic.clinic.postalCode,
              date: day.date,
              serviceId: service.id,
              clinicId: clinic.id,
              slotValue: slot.value,
            }),
            bookingPhone: clinic.clinic.phone,
          });
          slots.push({
            resource,
            startMs,
            order: position * 4 + partIndex,
            clinic,
            service: published,
            minutes: schedule.visit.slotMinutes,
          });
        }
      }
    }
  }
  return slots;
}
