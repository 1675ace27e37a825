import { gunzipSync } from 'node:zlib';
import { bulkPublishPath, webRoutes } from '@hs/contracts';
import type { Location, Resource, Schedule, Slot } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { closures } from '#api/db/schema.js';
import { TEST_TODAY } from '#api/test/database.js';
import { downloadStates, fetchFile, fetchManifest, pathOf } from '#api/test/feed-download.js';
import { r4Problems } from '#api/test/fhir-validator.js';
import {
  addTestProvider,
  api,
  bookingBody,
  holdBody,
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { smartConformanceProblems } from '#api/test/smart-conformance.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 15:00Z: 08:00 in Denver (MST, -07:00). Denver moves to MDT
// (-06:00) on Sunday 2026-03-08, inside the two weeks the feed covers. Test clinics open 09:00-17:00 on
// weekdays with lunch 12:00-13:00, 09:00-13:00 on Saturdays.
const PUBLIC_URL = 'https://clinic.example.com';
const MANIFEST_URL = `${PUBLIC_URL}${bulkPublishPath}`;
const STATE = 'WY';
const TOMORROW = '2026-03-03';
const MAX_AGE = 120;

const linesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Resource);

describe('the SMART Scheduling Links feed', () => {
  const t = useTestApp({
    config: { RATE_LIMIT_PER_MINUTE: 100_000, PUBLIC_URL, FEED_MAX_AGE_SECONDS: MAX_AGE },
  });
  let one: TestProvider;
  let two: TestProvider;
  const store = { brandSlug: 'harvest-market', latitude: 41.14, longitude: -104.82, stateCode: STATE };
  beforeAll(async () => {
    one = await addTestProvider(t, { timeZone: 'America/Denver', store });
    two = await addTestProvider(t, { timeZone: 'America/Denver', store, capacity: 2 });
  });

  const fileUrl = (kind: string) => `${MANIFEST_URL}/${kind}-${STATE}.ndjson`;
  const slotsOf = async (clinicId: string, serviceId: number) =>
    (linesOf((await fetchFile(t, fileUrl('slots'))).body) as Slot[]).filter(
      (slot) => slot.schedule.reference === `Schedule/${clinicId}-${serviceId}`,
    );
  const at = (slots: Slot[], start: string) => slots.filter((slot) => slot.start === start);

  it('lists three files per state, each with its state, as of the last whole cache age', async () => {
    const { response, manifest } = await fetchManifest(t);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.transactionTime).toBe(TEST_TODAY.toISOString());
    expect(manifest.request).toBe(MANIFEST_URL);
    expect(manifest.error).toEqual([]);
    const ours = manifest.output.filter((file) => file.extension.state[0] === STATE);
    expect(ours).toEqual([
      { type: 'Location', url: fileUrl('locations'), extension: { state: [STATE] } },
      { type: 'Schedule', url: fileUrl('schedules'), extension: { state: [STATE] } },
      { type: 'Slot', url: fileUrl('slots'), extension: { state: [STATE] } },
    ]);
    t.clock.advance(MAX_AGE * 1000 - 1);
    expect((await fetchManifest(t)).manifest.transactionTime).toBe(TEST_TODAY.toISOString());
    t.clock.advance(1);
    expect((await fetchManifest(t)).manifest.transactionTime).toBe('2026-03-02T15:02:00.000Z');
    t.clock.set(TEST_TODAY);
  });

  it('publishes what the SMART specification asks, in valid R4 resources', async () => {
    const { manifest } = await fetchManifest(t);
    const publication = await downloadStates(t, MANIFEST_URL, manifest, [STATE]);
    expect(smartConformanceProblems(publication)).toEqual([]);
    const byType = new Map<string, Resource[]>();
    for (const resource of publication.resources) {
      byType.set(resource.resourceType, [...(byType.get(resource.resourceType) ?? []), resource]);
    }
    expect(byType.get('Location')).toHaveLength(2);
    expect(byType.get('Schedule')).toHaveLength(10);
    const problems = publication.resources.flatMap((resource) =>
      r4Problems(resource).map((problem) => `${resource.resourceType}/${resource.id} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('describes a clinic with its brand, address, position, phone, page, store number and zone', async () => {
    const [location] = linesOf((await fetchFile(t, fileUrl('locations'))).body) as Location[];
    expect(location).toMatchObject({
      id: one.id,
      // The fixture numbers its clinics in its id (TST00041 is Test Clinic 41).
      name: `Test Test Clinic ${Number(one.id.slice(3))}`,
      description: 'The Local Clinic inside Harvest Market',
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/timezone', valueCode: 'America/Denver' }],
      identifier: [{ system: `${PUBLIC_URL}${webRoutes.clinicLocations}`, value: one.id }],
      telecom: [
        { system: 'phone', value: '(513) 555-0100' },
        {
          system: 'url',
          value: `${PUBLIC_URL}/health-services/clinic/details/${one.id.slice(0, 3)}/${one.id.slice(3)}`,
        },
      ],
      address: { line: ['1 Main St'], city: 'Testville', state: STATE, postalCode: '45202', district: 'Hamilton' },
      position: { latitude: 41.14, longitude: -104.82 },
    });
    expect(location!.hoursOfOperation).toContainEqual({
      daysOfWeek: ['mon'],
      openingTime: '13:00:00',
      closingTime: '17:00:00',
    });
  });

  it('has a schedule per clinic and service; vaccine schedules name their product and dose', async () => {
    const schedules = linesOf((await fetchFile(t, fileUrl('schedules'))).body) as Schedule[];
    const flu = schedules.find((schedule) => schedule.id === `${one.id}-${SERVICES.flu}`)!;
    expect(flu.actor).toEqual([{ reference: `Location/${one.id}` }]);
    expect(flu.serviceType?.[0]?.coding).toEqual([
      { system: 'http://terminology.hl7.org/CodeSystem/service-type', code: '57', display: 'Immunization' },
      { system: `${PUBLIC_URL}/fhir/CodeSystem/service`, code: '101', display: 'Flu Vaccine' },
    ]);
    expect(flu.extension).toEqual([
      {
        url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/vaccine-product',
        valueCoding: {
          system: 'http://hl7.org/fhir/sid/cvx',
          code: '88',
          display: 'influenza virus vaccine, unspecified formulation',
        },
      },
    ]);
    const hepB2 = schedules.find((schedule) => schedule.id === `${one.id}-${SERVICES.hepB2}`)!;
    expect(hepB2.extension).toContainEqual({
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/vaccine-dose',
      valueInteger: 2,
    });
    const sick = schedules.find((schedule) => schedule.id === `${one.id}-${SERVICES.sickVisit}`)!;
    expect(sick.extension).toBeUndefined();
    expect(sick.serviceType?.[0]?.coding?.[0]).toMatchObject({ code: '124', display: 'General Practice' });
  });

  it("offers every start the results offer, in the clinic's offset, each with its deep link and phone", async () => {
    const flu = await slotsOf(one.id, SERVICES.flu);
    const tomorrow = flu.filter((slot) => slot.start.startsWith(TOMORROW));
    expect(tomorrow.map((slot) => slot.start.slice(11, 16))).toEqual(
      slotsOn(one, TOMORROW).map((slot) => slot.wallClock.slice(11, 16)),
    );
    expect(tomorrow).toHaveLength(12 + 16);
    const [first] = tomorrow;
    expect(first).toEqual({
      resourceType: 'Slot',
      id: `${one.id}-101-202603031600`,
      extension: [
        {
          url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
          valueUrl:
            `${PUBLIC_URL}/health-services/scheduler/result?type=Vaccines&location=45202&date=${TOMORROW}` +
            `&serviceIds=101&clinic=${one.id}&slot=2026-03-03T09%3A00%3A00-07%3A00`,
        },
        {
          url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
          valueString: '(513) 555-0100',
        },
      ],
      schedule: { reference: `Schedule/${one.id}-101` },
      status: 'free',
      start: '2026-03-03T09:00:00-07:00',
      end: '2026-03-03T09:15:00-07:00',
    });
    // Today's starts before now (08:00) are gone; the first is 09:00 today.
    expect(flu[0]!.start).toBe('2026-03-02T09:00:00-07:00');
  });

  it('follows the clocks across the DST change: offsets move, every visit lasts its length', async () => {
    const sick = await slotsOf(one.id, SERVICES.sickVisit);
    const friday = sick.filter((slot) => slot.start.startsWith('2026-03-06'));
    const monday = sick.filter((slot) => slot.start.startsWith('2026-03-09'));
    expect(friday[0]).toMatchObject({ start: '2026-03-06T09:00:00-07:00', end: '2026-03-06T09:20:00-07:00' });
    expect(monday[0]).toMatchObject({ start: '2026-03-09T09:00:00-06:00', end: '2026-03-09T09:20:00-06:00' });
    expect(friday.map((slot) => slot.start.slice(11, 16))).toEqual(monday.map((slot) => slot.start.slice(11, 16)));
    for (const slot of sick) expect(Date.parse(slot.end!) - Date.parse(slot.start!)).toBe(20 * 60_000);
    expect(sick.some((slot) => slot.start.startsWith('2026-03-08'))).toBe(false);
  });

  it('shows a hold and a booking at once, and their end within the cache age', async () => {
    const [nine, quarterPast] = slotsOn(one, TOMORROW);
    const before = await fetchFile(t, fileUrl('slots'));
    const hold = await api.reserve(t, holdBody(one, nine!));
    expect(hold.statusCode).toBe(201);
    const held = await fetchFile(t, fileUrl('slots'));
    expect(held.headers.etag).not.toBe(before.headers.etag);
    const flu = await slotsOf(one.id, SERVICES.flu);
    expect(at(flu, '2026-03-03T09:00:00-07:00')).toEqual([
      {
        resourceType: 'Slot',
        id: `${one.id}-101-202603031600`,
        schedule: { reference: `Schedule/${one.id}-101` },
        status: 'busy',
        start: '2026-03-03T09:00:00-07:00',
        end: '2026-03-03T09:15:00-07:00',
      },
    ]);
    // A sick visit at 09:00 runs into the held quarter-hour; one at 09:15 does not.
    const sick = await slotsOf(one.id, SERVICES.sickVisit);
    expect(at(sick, '2026-03-03T09:00:00-07:00')[0]?.status).toBe('busy');
    expect(at(sick, '2026-03-03T09:15:00-07:00')[0]?.status).toBe('free');

    // The hold lapses after HOLD_MINUTES; the feed says so once the cache age that follows has begun.
    t.clock.advance(10 * 60_000 + MAX_AGE * 1000);
    expect(at(await slotsOf(one.id, SERVICES.flu), '2026-03-03T09:00:00-07:00')[0]?.status).toBe('free');
    t.clock.set(TEST_TODAY);

    const booked = await api.book(t, bookingBody(one, quarterPast!));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointments[0] as { id: string; confirmCode: string };
    expect(at(await slotsOf(one.id, SERVICES.flu), '2026-03-03T09:15:00-07:00')[0]?.status).toBe('busy');
    expect((await api.cancel(t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
    expect(at(await slotsOf(one.id, SERVICES.flu), '2026-03-03T09:15:00-07:00')[0]?.status).toBe('free');
  });

  it('splits a start of a clinic with several seats into its free and taken seats', async () => {
    const [nine] = slotsOn(two, TOMORROW);
    const hold = await api.reserve(t, holdBody(two, nine!));
    expect(hold.statusCode).toBe(201);
    const flu = await slotsOf(two.id, SERVICES.flu);
    const capacity = (slot: Slot) => slot.extension?.find((e) => e.url.endsWith('/slot-capacity'))?.valueInteger;
    const parts = at(flu, '2026-03-03T09:00:00-07:00');
    expect(parts.map((slot) => [slot.id, slot.status, capacity(slot)])).toEqual([
      [`${two.id}-101-202603031600`, 'free', 1],
      [`${two.id}-101-202603031600-busy`, 'busy', 1],
    ]);
    expect(capacity(at(flu, '2026-03-03T09:15:00-07:00')[0]!)).toBe(2);
    const { reservationCode } = hold.json().data.appointmentReservations as { reservationCode: string };
    expect((await api.release(t, reservationCode)).statusCode).toBe(204);
    expect(at(await slotsOf(two.id, SERVICES.flu), '2026-03-03T09:00:00-07:00')).toHaveLength(1);
  });

  it('leaves out a closed day as soon as the closure is made', async () => {
    const closed = '2026-03-04';
    expect((await slotsOf(one.id, SERVICES.flu)).some((slot) => slot.start.startsWith(closed))).toBe(true);
    await t.database.db.insert(closures).values({
      id: 'feed-test-closure',
      providerId: one.id,
      startsLocal: `${closed}T00:00:00`,
      endsLocal: '2026-03-05T00:00:00',
      reason: 'Inventory',
    });
    expect((await slotsOf(one.id, SERVICES.flu)).some((slot) => slot.start.startsWith(closed))).toBe(false);
  });

  it('answers the same bytes whatever the client accepts, with caching headers and 304 on a known ETag', async () => {
    for (const url of [MANIFEST_URL, fileUrl('locations'), fileUrl('slots')]) {
      const plain = await fetchFile(t, url);
      const types = url === MANIFEST_URL ? ['application/json'] : ['application/fhir+ndjson', 'application/json'];
      for (const accept of [...types, '*/*']) {
        const answer = await fetchFile(t, url, { accept });
        expect(answer.body).toBe(plain.body);
        expect(answer.headers.etag).toBe(plain.headers.etag);
      }
      expect(plain.headers['content-type']).toBe(
        url === MANIFEST_URL ? 'application/json; charset=utf-8' : 'application/fhir+ndjson',
      );
      expect(plain.headers['cache-control']).toBe(`public, max-age=${MAX_AGE}`);
      expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      for (const tag of [plain.headers.etag!, `"other", W/${plain.headers.etag}`, '*']) {
        const again = await t.app.inject({ method: 'GET', url: pathOf(url), headers: { 'if-none-match': tag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(plain.headers.etag);
      }
      const other = await t.app.inject({ method: 'GET', url: pathOf(url), headers: { 'if-none-match': '"other"' } });
      expect(other.statusCode).toBe(200);
      const head = await t.app.inject({ method: 'HEAD', url: pathOf(url) });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('gzips a file for a client that takes gzip, under an ETag of its own', async () => {
    const plain = await fetchFile(t, fileUrl('slots'));
    const zipped = await t.app.inject({
      method: 'GET',
      url: pathOf(fileUrl('slots')),
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gzip"`);
    const again = await t.app.inject({
      method: 'GET',
      url: pathOf(fileUrl('slots')),
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts _since and answers the whole data set, naming it in request', async () => {
    const { manifest } = await fetchManifest(t);
    const since = await t.app.inject({ method: 'GET', url: `${bulkPublishPath}?_since=2026-03-01T10:00:00.000-05:00` });
    expect(since.statusCode).toBe(200);
    expect(since.json()).toEqual({
      ...manifest,
      request: `${MANIFEST_URL}?_since=2026-03-01T10%3A00%3A00.000-05%3A00`,
    });
  });

  it('refuses bad input with the right status and an OperationOutcome naming what is wrong', async () => {
    const cases: [string, number, string, string | undefined][] = [
      [`${bulkPublishPath}?_since=yesterday`, 400, 'invalid', '_since'],
      [`${bulkPublishPath}?_since=2026-03-01T10:00Z`, 400, 'invalid', '_since'],
      [`${bulkPublishPath}?_since=2026-02-30T10:00:00Z`, 400, 'invalid', '_since'],
      [`${bulkPublishPath}/patients-${STATE}.ndjson`, 404, 'not-found', undefined],
      [`${bulkPublishPath}/slots-ZZ.ndjson`, 404, 'not-found', undefined],
      [`${bulkPublishPath}/slots-${STATE}.json`, 404, 'not-found', undefined],
      [`${bulkPublishPath}/${'x'.repeat(100)}.ndjson`, 400, 'invalid', 'file'],
      ['/fhir/Patient', 404, 'not-found', undefined],
      ['/fhir', 404, 'not-found', undefined],
    ];
    for (const [url, status, code, expression] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('application/fhir+json; charset=utf-8');
      const outcome = response.json();
      expect(outcome, url).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code }] });
      expect(outcome.issue[0].expression, url).toEqual(expression ? [expression] : undefined);
      expect(r4Problems(outcome), url).toEqual([]);
      expect(response.body, url).not.toContain('yesterday');
    }
  });
});
