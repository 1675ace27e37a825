import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { countQueries } from '#api/test/query-counter.js';

/** Availability is derived set-based: a handful of statements per request, whatever the number of providers. */
describe('availability SQL per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      '/appointment-management/v1/results/physical?filter.serviceIds=29,101&filter.freeFormAddress=45202&filter.radius=100',
    ],
    [
      '/appointment-management/v1/results/physical?filter.serviceIds=29&filter.freeFormAddress=45202&filter.benefitCode=WELLNESS2026',
    ],
    ['/appointment-management/v1/results/virtual?filter.serviceIds=801&filter.businessNames=dietitian&filter.state=OH'],
    ['/appointment-management/v1/results/virtual?filter.serviceIds=701&filter.isVirtualVisit=true&filter.state=OH'],
    ['/appointment-management/v3/timeslots?filter.serviceIds=701&filter.isVirtualVisit=true&filter.licensureState=TX'],
  ])('%s takes at most 4 queries', async (url) => {
    const counter = countQueries(t.database);
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.appointmentTimeSlots.length).toBeGreaterThan(0);
      expect(counter.count(), counter.statements().join('\n---\n')).toBeLessThanOrEqual(4);
    } finally {
      counter.detach();
    }
  });

  it('takes 4 queries for 50 clinics, one each for the occupancy and the closures of all, 2 once their slots are known', async () => {
    const near = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/results/physical?filter.serviceIds=29&filter.freeFormAddress=45202&filter.radius=100',
    });
    const ids = near
      .json()
      .data.appointmentTimeSlots.map((r: { provider: { providerId: string } }) => r.provider.providerId);
    expect(ids.length).toBe(50);
    const url = `/appointment-management/v3/timeslots?filter.serviceIds=29&filter.locationIds=${ids.join(',')}&filter.startDate=2026-03-04`;
    for (const [round, statements, perProviderQueries] of [
      ['cold', 4, 1],
      ['warm', 2, 0],
    ] as const) {
      const counter = countQueries(t.database);
      try {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(counter.count(), round).toBe(statements);
        for (const table of ['slot_occupancy', 'from closures']) {
          expect(
            counter.statements().filter((s) => s.includes(table)),
            `${round}: ${table}`,
          ).toHaveLength(perProviderQueries);
        }
      } finally {
        counter.detach();
      }
    }
  });

  it('answers a place that resolves nowhere without touching the database', async () => {
    const counter = countQueries(t.database);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/appointment-management/v1/results/physical?filter.serviceIds=29&filter.freeFormAddress=Atlantis,%20OH',
      });
      expect(response.statusCode).toBe(404);
      expect(counter.count()).toBe(0);
    } finally {
      counter.detach();
    }
  });
});
