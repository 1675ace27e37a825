import { serviceExtraProperties } from '@hs/content';
import { AvailabilityResponseSchema } from '@hs/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { storeContent } from '#api/test/content-store.js';
import { api, bookingBody, countRows, holdBody, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

// The test clock starts on Monday 2026-03-02 at 10:00 in New York.
const TODAY = '2026-03-02';
const TOMORROW = '2026-03-03';
const FLU = 'Flu Vaccine';

/**
 * The catalog list applies the stored name-pattern overrides (§3 "Service"); searching, holding, booking and the
 * locator's next appointment (next-available-overrides.test.ts) must see the same catalog, or a service the list
 * hides could still be booked by id.
 */
describe('the service-extra-properties overrides hold wherever a service is booked', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);

  const storeOverrides = (overrides: unknown[]) => storeContent(t.database.db, serviceExtraProperties, { overrides });
  afterEach(() => storeOverrides(serviceExtraProperties.data.overrides));

  const search = (serviceId: number, date = TODAY) =>
    t.app.inject({
      method: 'GET',
      url: `/appointment-management/v1/results/physical?filter.serviceIds=${serviceId}&filter.freeFormAddress=45202&filter.startDate=${date}`,
    });
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { errors: { code: string; field?: string }[] }).errors[0];

  it('a service an override excludes can be neither searched, held nor booked, and nothing is claimed', async () => {
    const slot = slotsOn(clinic, TOMORROW)[0]!;
    expect((await search(SERVICES.flu)).statusCode).toBe(200);
    await storeOverrides([{ pattern: `^${FLU}$`, exclude: true }]);
    const before = await countRows(t);

    const searched = await search(SERVICES.flu);
    expect(searched.statusCode).toBe(400);
    expect(errorOf(searched)).toMatchObject({ code: 'UNKNOWN_SERVICE', field: 'filter.serviceIds' });
    const held = await api.reserve(t, holdBody(clinic, slot));
    expect(held.statusCode).toBe(400);
    expect(errorOf(held)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', field: 'serviceId' });
    const booked = await api.book(t, bookingBody(clinic, slot));
    expect(booked.statusCode).toBe(400);
    expect(errorOf(booked)).toMatchObject({ field: 'serviceIds' });
    expect(await countRows(t)).toEqual(before);

    // The other services are untouched, and the service is back once the override goes.
    expect((await api.reserve(t, holdBody(clinic, slotsOn(clinic, TOMORROW)[1]!, SERVICES.sickVisit))).statusCode).toBe(
      201,
    );
    await storeOverrides([]);
    expect((await api.reserve(t, holdBody(clinic, slot))).statusCode).toBe(201);
  });

  it('an availability an override turns off holds for holds and bookings', async () => {
    await storeOverrides([{ pattern: 'flu', merge: { isAvailable: false } }]);
    const slot = slotsOn(clinic, TOMORROW)[2]!;
    expect(errorOf(await api.reserve(t, holdBody(clinic, slot)))).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await api.book(t, bookingBody(clinic, slot))).statusCode).toBe(400);
    const results = AvailabilityResponseSchema.parse((await search(SERVICES.flu)).json()).data.appointmentTimeSlots;
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.services.length > 0 || result.nextAvailable !== null)).toEqual([]);
  });

  it('a window an override shortens holds for the search and for holds alike', async () => {
    const daysOffered = async () => {
      const body = AvailabilityResponseSchema.parse((await search(SERVICES.flu)).json());
      const services = body.data.appointmentTimeSlots.flatMap((result) => result.services);
      return new Set(services.flatMap((service) => service.availability.map((day) => day.date)));
    };
    expect([...(await daysOffered())]).toContain(TOMORROW);
    await storeOverrides([{ pattern: 'FLU VACCINE', merge: { maxDaysAhead: 1 } }]);
    expect([...(await daysOffered())].every((date) => date === TODAY)).toBe(true);
    expect((await api.reserve(t, holdBody(clinic, slotsOn(clinic, TOMORROW)[3]!))).statusCode).toBe(400);
    expect((await api.reserve(t, holdBody(clinic, slotsOn(clinic, TODAY).at(-1)!))).statusCode).toBe(201);
  });
});
