import type { HealthcareService, Location, Schedule, Slot } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { closures } from '#api/db/schema.js';
import { fhirGet, linkOf, matches, PUBLIC_URL, pathOf, resultsFreeStarts } from '#api/test/fhir-client.js';
import {
  addTestProvider,
  api,
  bookingBody,
  holdBody,
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 15:00Z: 08:00 in Denver (MST, -07:00). Denver moves to MDT
// (-06:00) on Sunday 2026-03-08. Test clinics open 09:00-17:00 on weekdays with lunch 12:00-13:00, 09:00-13:00
// on Saturdays, closed on Sundays.
const STATE = 'WY';
const TOMORROW = '2026-03-03';
const HL7_SERVICE_TYPE = 'http://terminology.hl7.org/CodeSystem/service-type';

describe('the FHIR API: reads and searches', () => {
  const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000, PUBLIC_URL } });
  let one: TestProvider;
  let two: TestProvider;
  const store = { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: STATE };
  beforeAll(async () => {
    one = await addTestProvider(t, { timeZone: 'America/Denver', store });
    two = await addTestProvider(t, { timeZone: 'America/Denver', store, capacity: 3 });
  });

  const slotSearch = async (query: string) => {
    const { status, body } = await fhirGet(t, `/fhir/Slot?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return { body, slots: matches<Slot>(body) };
  };

  it('reads a clinic as the feed writes it, and finds clinics by state and zip, a page at a time', async () => {
    const { status, body } = await fhirGet(t, `/fhir/Location/${one.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ resourceType: 'Location', id: one.id, address: { state: STATE } });

    const first = await fhirGet(t, `/fhir/Location?address-state=${STATE}&_count=1`);
    expect(first.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 2 });
    expect(matches<Location>(first.body).map((location) => location.id)).toEqual([one.id]);
    expect(linkOf(first.body, 'self')).toBe(`${PUBLIC_URL}/fhir/Location?address-state=${STATE}&_count=1`);
    const next = linkOf(first.body, 'next')!;
    expect(next).toBe(`${PUBLIC_URL}/fhir/Location?address-state=${STATE}&_count=1&_offset=1`);
    const second = await fhirGet(t, pathOf(next));
    expect(matches<Location>(second.body).map((location) => location.id)).toEqual([two.id]);
    expect(linkOf(second.body, 'next')).toBeUndefined();
    expect(linkOf(second.body, 'previous')).toBe(first.response.json().link[0].url);

    const byZip = await fhirGet(t, `/fhir/Location?address-postalcode=452&address-city=testville&_count=0`);
    expect(byZip.body).toMatchObject({ total: expect.any(Number) });
    expect((byZip.body as { total: number }).total).toBeGreaterThanOrEqual(2);
    expect(matches(byZip.body)).toEqual([]);
    const none = await fhirGet(t, '/fhir/Location?_id=99999999');
    expect(none.body).toMatchObject({ total: 0 });
  });

  it('describes each service at a clinic as a HealthcareService: hours, closures and languages', async () => {
    await t.database.db.insert(closures).values([
      {
        id: 'fhir-closure',
        providerId: one.id,
        startsLocal: '2026-03-05T00:00:00',
        endsLocal: '2026-03-06T00:00:00',
        reason: 'Inventory',
      },
      {
        id: 'fhir-block',
        providerId: one.id,
        startsLocal: '2026-03-09T09:00:00',
        endsLocal: '2026-03-09T10:00:00',
        reason: 'Staff meeting about a patient',
        kind: 'block',
      },
      // Beyond the flu shot's two weeks: not a closure of that service.
      {
        id: 'fhir-later',
        providerId: one.id,
        startsLocal: '2026-05-01T00:00:00',
        endsLocal: '2026-05-02T00:00:00',
        reason: 'Later',
      },
    ]);
    const { status, body } = await fhirGet(t, `/fhir/HealthcareService/${one.id}-${SERVICES.flu}`);
    expect(status).toBe(200);
    const service = body as HealthcareService;
    expect(service.location).toEqual([{ reference: `Location/${one.id}` }]);
    expect(service.name).toBe('Flu Vaccine');
    expect(service.availableTime).toContainEqual({
      daysOfWeek: ['mon'],
      availableStartTime: '09:00:00',
      availableEndTime: '12:00:00',
    });
    expect(service.availableTime).toContainEqual({
      daysOfWeek: ['sat'],
      availableStartTime: '09:00:00',
      availableEndTime: '13:00:00',
    });
    expect(service.availableTime?.some((time) => time.daysOfWeek?.includes('sun'))).toBe(false);
    expect(service.communication?.map((language) => language.coding?.[0]?.code)).toEqual(['en', 'es']);
    // Times in the offset of their day: the block is after the change to daylight saving time.
    expect(service.notAvailable).toEqual([
      { description: 'Inventory', during: { start: '2026-03-05T00:00:00-07:00', end: '2026-03-06T00:00:00-07:00' } },
      {
        description: 'Not available',
        during: { start: '2026-03-09T09:00:00-06:00', end: '2026-03-09T10:00:00-06:00' },
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('Staff meeting');

    const search = await fhirGet(t, `/fhir/HealthcareService?location=${one.id}&service-type=${HL7_SERVICE_TYPE}|124`);
    expect(matches<HealthcareService>(search.body).map((found) => found.id)).toEqual([
      `${one.id}-${SERVICES.sickVisit}`,
    ]);
    await t.database.db.delete(closures);
  });

  it('finds schedules by clinic and service type, and reads one', async () => {
    const vaccines = await fhirGet(t, `/fhir/Schedule?actor=Location/${one.id}&service-type=${HL7_SERVICE_TYPE}|57`);
    expect(matches<Schedule>(vaccines.body).map((schedule) => schedule.id)).toEqual(
      [SERVICES.flu, SERVICES.shingles1, SERVICES.hepB1, SERVICES.hepB2].map((id) => `${one.id}-${id}`),
    );
    const ours = await fhirGet(t, `/fhir/Schedule?service-type=${PUBLIC_URL}/fhir/CodeSystem/service|${SERVICES.flu}`);
    expect(matches<Schedule>(ours.body).every((schedule) => schedule.id!.endsWith(`-${SERVICES.flu}`))).toBe(true);
    expect((ours.body as { total: number }).total).toBeGreaterThan(2);
    const read = await fhirGet(t, `/fhir/Schedule/${two.id}-${SERVICES.sickVisit}`);
    expect(read.body).toMatchObject({ actor: [{ reference: `Location/${two.id}` }], active: true });
    expect((await fhirGet(t, `/fhir/Schedule/${two.id}-${SERVICES.virtualSick}`)).status).toBe(404);
  });

  it('offers as free Slots exactly the starts the results offer, day by day', async () => {
    for (const [serviceId, date] of [
      [SERVICES.flu, TOMORROW],
      [SERVICES.sickVisit, '2026-03-07'],
      [SERVICES.sickVisit, '2026-03-09'],
    ] as const) {
      const { slots } = await slotSearch(`schedule=${one.id}-${serviceId}&start=${date}&status=free&_count=500`);
      expect(slots.map((slot) => slot.start)).toEqual(
        await resultsFreeStarts(t, { clinicId: one.id, serviceId, date }),
      );
      expect(slots.length).toBeGreaterThan(0);
    }
  });

  it('follows the clocks across the DST change, reading dates on the clinic clock', async () => {
    const { slots } = await slotSearch(
      `schedule=${one.id}-${SERVICES.sickVisit}&start=ge2026-03-06&start=lt2026-03-10&_count=500`,
    );
    const days = [...new Set(slots.map((slot) => slot.start.slice(0, 10)))];
    expect(days).toEqual(['2026-03-06', '2026-03-07', '2026-03-09']);
    const friday = slots.filter((slot) => slot.start.startsWith('2026-03-06'));
    const monday = slots.filter((slot) => slot.start.startsWith('2026-03-09'));
    expect(friday[0]).toMatchObject({ start: '2026-03-06T09:00:00-07:00', end: '2026-03-06T09:20:00-07:00' });
    expect(monday[0]).toMatchObject({ start: '2026-03-09T09:00:00-06:00', end: '2026-03-09T09:20:00-06:00' });
    expect(friday.map((slot) => slot.start.slice(11, 16))).toEqual(monday.map((slot) => slot.start.slice(11, 16)));
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(20 * 60_000);

    // An instant with its zone names the same moment everywhere: 16:00Z is 09:00 in Denver before the change.
    const instant = await slotSearch(
      `schedule=${one.id}-${SERVICES.flu}&start=ge2026-03-03T16:00:00Z&start=lt2026-03-03T16:30:00%2B00:00`,
    );
    expect(instant.slots.map((slot) => slot.start)).toEqual(['2026-03-03T09:00:00-07:00', '2026-03-03T09:15:00-07:00']);
  });

  it('tells free, held and booked seats apart, and pages through a schedule', async () => {
    const [nine, quarterPast] = slotsOn(two, TOMORROW);
    expect((await api.reserve(t, holdBody(two, nine!))).statusCode).toBe(201);
    expect((await api.book(t, bookingBody(two, nine!))).statusCode).toBe(201);
    expect((await api.reserve(t, holdBody(two, quarterPast!))).statusCode).toBe(201);
    const { slots } = await slotSearch(
      `schedule=${two.id}-${SERVICES.flu}&start=ge2026-03-03T09:00:00-07:00&start=lt2026-03-03T09:30:00-07:00`,
    );
    const capacity = (slot: Slot) => slot.extension?.find((e) => e.url.endsWith('/slot-capacity'))?.valueInteger;
    expect(slots.map((slot) => [slot.id, slot.status, capacity(slot)])).toEqual([
      [`${two.id}-101-202603031600`, 'free', 1],
      [`${two.id}-101-202603031600-busy-tentative`, 'busy-tentative', 1],
      [`${two.id}-101-202603031600-busy`, 'busy', 1],
      [`${two.id}-101-202603031615`, 'free', 2],
      [`${two.id}-101-202603031615-busy-tentative`, 'busy-tentative', 1],
    ]);
    const read = await fhirGet(t, `/fhir/Slot/${two.id}-101-202603031600-busy-tentative`);
    expect(read.body).toEqual(slots[1]);
    expect((await fhirGet(t, `/fhir/Slot/${two.id}-101-202603031600-busy-unavailable`)).status).toBe(404);

    const vaccines = await slotSearch(
      `schedule=${two.id}-${SERVICES.flu},${two.id}-${SERVICES.sickVisit}&service-type=${HL7_SERVICE_TYPE}|57&start=${TOMORROW}`,
    );
    expect(vaccines.slots.length).toBeGreaterThan(0);
    expect(vaccines.slots.every((slot) => slot.schedule.reference === `Schedule/${two.id}-${SERVICES.flu}`)).toBe(true);

    const held = await slotSearch(`schedule=${two.id}-${SERVICES.flu}&status=busy-tentative,busy`);
    expect(held.slots.map((slot) => slot.status)).toEqual(['busy-tentative', 'busy', 'busy-tentative']);

    const all = await slotSearch(
      `schedule=${two.id}-${SERVICES.flu},${one.id}-${SERVICES.flu}&start=${TOMORROW}&_count=500`,
    );
    const paged: Slot[] = [];
    let next: string | undefined =
      `/fhir/Slot?schedule=${two.id}-${SERVICES.flu},${one.id}-${SERVICES.flu}&start=${TOMORROW}&_count=7`;
    while (next) {
      const page = await slotSearch(next.slice('/fhir/Slot?'.length));
      expect(page.slots.length).toBeLessThanOrEqual(7);
      paged.push(...page.slots);
      const link = linkOf(page.body, 'next');
      next = link ? pathOf(link) : undefined;
    }
    expect(paged).toEqual(all.slots);
    expect((all.body as { total: number }).total).toBe(all.slots.length);
    // Time order, both clinics' starts together.
    const starts = all.slots.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
