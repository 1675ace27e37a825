import type { BookingRequest } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '#api/test/app.js';
import { useDeliveringApp } from '#api/test/outbox-fixtures.js';
import {
  addTestProvider,
  api,
  bookingBody,
  SERVICES,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import {
  entryStatus,
  joinAndConfirm,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test providers work 09:00–17:00 on weekdays. No provider
// of the demo chain is licensed in Vermont, so only this file's are.
const STATE = 'VT';

/** A "notify me" by state, as the results page asks it for a virtual visit or a dietitian. */
function byState(business: 'tlc' | 'dietitian', serviceId: number, from: string, to: string, email: string) {
  return {
    kind: 'notify-me',
    businessName: business,
    serviceId,
    licensureState: STATE,
    startDate: from,
    endDate: to,
    contact: { channel: 'email', email },
  };
}

/** A booking of `serviceId` at a virtual team or dietitian, which names the provider as a chosen card does. */
function visitBody(
  provider: TestProvider,
  business: 'tlc' | 'dietitian',
  serviceId: number,
  slot: ReturnType<typeof slotsOn>[number],
): BookingRequest {
  return {
    ...bookingBody(provider, slot),
    businessName: business,
    serviceIds: [serviceId],
    requestedVaccinations: undefined,
  };
}

async function bookAndCancel(t: TestApp, body: BookingRequest) {
  const booked = await api.book(t, body);
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = booked.json().data.appointments[0] as { id: string; confirmCode: string };
  expect((await api.cancel(t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
}

describe('"notify me" by the patient\'s state: dietitians and virtual visits', () => {
  const delivering = useDeliveringApp();

  it("offers a dietitian's freed seat to a patient waiting in a state it is licensed in, and books it", async () => {
    const { t, smtp } = delivering;
    const licensed = await addTestProvider(t, {
      kind: 'dietitian',
      serviceIds: [SERVICES.dietitianInitial],
      licensedIn: [STATE],
    });
    const elsewhere = await addTestProvider(t, {
      kind: 'dietitian',
      serviceIds: [SERVICES.dietitianInitial],
      licensedIn: ['NH'],
    });
    const wish = byState('dietitian', SERVICES.dietitianInitial, '2026-03-05', '2026-03-13', 'nutrition@example.org');
    const id = await joinAndConfirm(t, smtp, wish);

    // A seat freed by a dietitian not licensed in the patient's state is not theirs to book.
    const day = '2026-03-06';
    await bookAndCancel(
      t,
      visitBody(elsewhere, 'dietitian', SERVICES.dietitianInitial, slotsOn(elsewhere, day, 60)[0]!),
    );
    expect(await offerAndDeliver(t)).toBe(0);
    expect(await entryStatus(t, id)).toBe('waiting');

    const seat = slotsOn(licensed, day, 60)[1]!;
    await bookAndCancel(t, visitBody(licensed, 'dietitian', SERVICES.dietitianInitial, seat));
    expect(await offerAndDeliver(t)).toBe(1);
    const token = offerMailedTo(smtp, wish.contact.email)!;
    const view = await waitlistApi.offer(t, token);
    expect(view.json().data.waitlistOffer).toMatchObject({
      status: 'offered',
      businessName: 'dietitian',
      provider: { providerId: licensed.id, kind: 'dietitian' },
      seat: { timestamp: seat.timestamp, durationMinutes: 60 },
    });
    const booked = await api.book(t, {
      ...visitBody(licensed, 'dietitian', SERVICES.dietitianInitial, slotsOn(licensed, day, 60)[4]!),
      waitlistOffer: token,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.appointments[0].timestamp).toBe(seat.timestamp);
    expect(await entryStatus(t, id)).toBe('booked');
  });

  it('offers a virtual visit only while the team is licensed in the state', async () => {
    const { t, smtp } = delivering;
    const team = await addTestProvider(t, { kind: 'virtual', serviceIds: [SERVICES.virtualSick], licensedIn: [STATE] });
    // Virtual visits are booked two days ahead at most: today and tomorrow.
    const first = byState('tlc', SERVICES.virtualSick, '2026-03-02', '2026-03-03', 'video.first@example.org');
    const firstId = await joinAndConfirm(t, smtp, first);
    t.clock.advance(1000);
    const secondId = await joinAndConfirm(
      t,
      smtp,
      byState('tlc', SERVICES.virtualSick, '2026-03-02', '2026-03-03', 'video.second@example.org'),
    );
    const slots = slotsOn(team, '2026-03-03');
    await bookAndCancel(t, visitBody(team, 'tlc', SERVICES.virtualSick, slots[0]!));
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, firstId)).toBe('offered');

    // The licence ends (a directory import): the team's next freed seat is no longer offered in that state.
    await t.database.db.execute(sql`delete from provider_licenses where provider_id = ${team.id}`);
    await bookAndCancel(t, visitBody(team, 'tlc', SERVICES.virtualSick, slots[1]!));
    expect(await offerAndDeliver(t)).toBe(0);
    expect(await entryStatus(t, secondId)).toBe('waiting');
  });
});
