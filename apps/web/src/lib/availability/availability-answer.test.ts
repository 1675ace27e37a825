import { AvailabilityResponseSchema } from '@hs/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityFixture, availabilityResponse, datesFrom, dayFixture } from '@/test/availability-fixtures';
import { providerFixture } from '@/test/provider-fixture';
import { AvailabilityAnswer } from './availability-answer';

const answerOf = (providers: number) =>
  availabilityResponse(
    Array.from({ length: providers }, (_, index) =>
      availabilityFixture(
        providerFixture(`p-${index}`),
        datesFrom('2026-12-01', 14).map((date) => dayFixture(date, 20)),
      ),
    ),
  );

const check = (value: unknown) => AvailabilityAnswer['~standard'].validate(value);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AvailabilityAnswer', () => {
  it('passes what the contract passes, as the contract returns it (unknown members dropped)', async () => {
    const answer = answerOf(3);
    const withExtras = {
      ...answer,
      data: { appointmentTimeSlots: answer.data.appointmentTimeSlots.map((entry) => ({ ...entry, extra: 1 })) },
    };
    const checked = await check(withExtras);
    expect(checked.issues).toBeUndefined();
    expect('value' in checked && checked.value).toEqual(AvailabilityResponseSchema.parse(withExtras));
    expect(JSON.stringify('value' in checked && checked.value)).not.toContain('extra');
  });

  it('fails what the contract fails, at the same path', async () => {
    const answer = answerOf(4) as unknown as { data: { appointmentTimeSlots: Record<string, unknown>[] } };
    const broken = structuredClone(answer);
    const entry = broken.data.appointmentTimeSlots[2] as {
      services: { availability: { timeslots: { value: unknown }[] }[] }[];
    };
    entry.services[0]!.availability[5]!.timeslots[3]!.value = 930;
    const checked = await check(broken);
    const expected = AvailabilityResponseSchema.safeParse(broken).error?.issues[0]?.path;
    expect(expected).toEqual([
      'data',
      'appointmentTimeSlots',
      2,
      'services',
      0,
      'availability',
      5,
      'timeslots',
      3,
      'value',
    ]);
    expect(checked.issues?.[0]?.path).toEqual(expected);
  });

  it('fails an envelope the contract fails', async () => {
    const checked = await check({ ...answerOf(1), errors: [{ status: 500, code: 'X', message: 'x' }] });
    expect(checked.issues?.[0]?.path).toEqual(['errors']);
    expect((await check(null)).issues?.length).toBeGreaterThan(0);
  });

  it('gives the browser its turn between stretches of checking', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    // The clock moves 2.5 ms at every look: a turn falls every few providers, once the 8 ms slice has passed.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 2.5;
      return now;
    });
    const checked = await check(answerOf(10));
    expect(checked.issues).toBeUndefined();
    // One turn before the first check (the JSON was parsed in the same task), then one every few providers.
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(yields.mock.calls.length).toBeLessThan(10);
  });
});
