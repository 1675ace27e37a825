import { describe, expect, it } from 'vitest';
import { api, bookingBody, countRows, SERVICES, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

/** §9: 12 months, 18 in Tennessee; the clinic's state decides, whatever the patient's own address says. */
describe('bookings: the minimum age of the clinic’s state', () => {
  // 2 March 2026 in New York, where both test clinics keep their clocks.
  const t = useTestApp();
  const storeIn = (stateCode: string) => ({
    brandSlug: 'harvest-market',
    latitude: 36.16,
    longitude: -86.78,
    stateCode,
  });
  const bornOn = (provider: TestProvider, dateOfBirth: string, slotIndex: number) => {
    const body = bookingBody(provider, slotsOn(provider, '2026-03-04')[slotIndex]!);
    return { ...body, basicInfo: { ...body.basicInfo, dateOfBirth } };
  };
  const refusal = async (response: Awaited<ReturnType<typeof api.book>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json().errors[0];
  };

  const ohio = useTestProvider(t, { store: storeIn('OH') });
  const tennessee = useTestProvider(t, { store: storeIn('TN') });

  it('books a Tennessee patient who turns 18 months today, and refuses one a day younger', async () => {
    expect((await api.book(t, bornOn(tennessee, '2024-09-02', 0))).statusCode).toBe(201);
    const before = await countRows(t);
    const error = await refusal(await api.book(t, bornOn(tennessee, '2024-09-03', 1)));
    expect(error).toMatchObject({ field: 'basicInfo.dateOfBirth', message: 'Patient must be 18 months or older.' });
    expect(await countRows(t)).toEqual(before);
  });

  it('books that same 17-month-old in Ohio, where the minimum is 12 months', async () => {
    expect((await api.book(t, bornOn(ohio, '2024-09-03', 2))).statusCode).toBe(201);
    expect((await api.book(t, bornOn(ohio, '2025-03-02', 3))).statusCode).toBe(201);
    const error = await refusal(await api.book(t, bornOn(ohio, '2025-03-03', 4)));
    expect(error).toMatchObject({ field: 'basicInfo.dateOfBirth', message: 'Patient must be 12 months or older.' });
  });

  it('waits for the 1st of March when 18 months from 31 August fall in February', async () => {
    t.clock.set(new Date('2026-02-28T15:00:00Z'));
    const early = await refusal(await api.book(t, bornOn(tennessee, '2024-08-31', 5)));
    expect(early.message).toBe('Patient must be 18 months or older.');
    t.clock.set(new Date('2026-03-01T15:00:00Z'));
    expect((await api.book(t, bornOn(tennessee, '2024-08-31', 6))).statusCode).toBe(201);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('applies the licensure state’s minimum to virtual care, which has no clinic', async () => {
    const visit = (licensureState: string, dateOfBirth: string) => {
      const body = bookingBody(ohio, { timestamp: '2026-03-03T20:00:00.000Z' } as never, {
        serviceIds: [SERVICES.virtualSick],
        locationNumber: undefined,
        licensureState,
      });
      return { ...body, basicInfo: { ...body.basicInfo, dateOfBirth } };
    };
    const error = await refusal(await api.book(t, visit('TN', '2024-12-01')));
    expect(error).toMatchObject({ field: 'basicInfo.dateOfBirth', message: 'Patient must be 18 months or older.' });
    expect((await api.book(t, visit('KY', '2024-12-01'))).statusCode).toBe(201);
  });
});
