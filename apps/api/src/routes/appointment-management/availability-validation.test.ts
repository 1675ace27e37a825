import { ErrorBodySchema } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const PHYSICAL = '/appointment-management/v1/results/physical';
const VIRTUAL = '/appointment-management/v1/results/virtual';
const TIMESLOTS = '/appointment-management/v3/timeslots';

const physical = 'filter.serviceIds=29&filter.freeFormAddress=45202';
const virtual = 'filter.serviceIds=801&filter.businessNames=dietitian&filter.state=OH';
const timeslots = 'filter.serviceIds=29&filter.locationIds=01400489';
const many = (count: number, item: (i: number) => string) => Array.from({ length: count }, (_, i) => item(i)).join(',');

/** [path, query, the field the 400 must name] */
const CASES: [string, string, string][] = [
  [PHYSICAL, 'filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=29', 'filter.freeFormAddress'],
  [PHYSICAL, `${physical}&filter.serviceIds=abc`, 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=29%3Bdrop%20table%20services&filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=1e5&filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=-1&filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=99999999999999999999&filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, `filter.serviceIds=${many(11, (i) => String(i + 1))}&filter.freeFormAddress=45202`, 'filter.serviceIds'],
  [PHYSICAL, 'filter.serviceIds=424242&filter.freeFormAddress=45202', 'filter.serviceIds'],
  [PHYSICAL, `filter.serviceIds=29&filter.freeFormAddress=${'a'.repeat(101)}`, 'filter.freeFormAddress'],
  [PHYSICAL, 'filter.serviceIds=29&filter.freeFormAddress=x', 'filter.freeFormAddress'],
  [PHYSICAL, "filter.serviceIds=29&filter.freeFormAddress=45202'%20OR%201%3D1--", 'filter.freeFormAddress'],
  [PHYSICAL, 'filter.serviceIds=29&filter.freeFormAddress=%F0%9F%92%89%F0%9F%92%89', 'filter.freeFormAddress'],
  [PHYSICAL, 'filter.serviceIds=29&filter.freeFormAddress=45202%00', 'filter.freeFormAddress'],
  [PHYSICAL, `${physical}&filter.radius=101`, 'filter.radius'],
  [PHYSICAL, `${physical}&filter.radius=0`, 'filter.radius'],
  [PHYSICAL, `${physical}&filter.radius=1e400`, 'filter.radius'],
  [PHYSICAL, `${physical}&filter.maxResults=51`, 'filter.maxResults'],
  [PHYSICAL, `${physical}&filter.maxResults=0`, 'filter.maxResults'],
  [PHYSICAL, `${physical}&filter.maxResults=99999999999999999999999`, 'filter.maxResults'],
  [PHYSICAL, `${physical}&filter.benefitCode=WELL'--`, 'filter.benefitCode'],
  [PHYSICAL, `${physical}&filter.benefitCode=${'A'.repeat(41)}`, 'filter.benefitCode'],
  [PHYSICAL, `${physical}&filter.startDate=2026-02-30`, 'filter.startDate'],
  [PHYSICAL, `${physical}&filter.startDate=03/05/2026`, 'filter.startDate'],
  [PHYSICAL, `${physical}&filter.startDate=2026-03-10&filter.endDate=2026-03-05`, 'filter.endDate'],
  [PHYSICAL, `${physical}&filter.startDate=2026-03-01&filter.endDate=2026-04-15`, 'filter.endDate'],
  [PHYSICAL, `${physical}&filter.businessNames=photo`, 'filter.businessNames'],
  [VIRTUAL, 'filter.serviceIds=801&filter.businessNames=dietitian', 'filter.state'],
  [VIRTUAL, `${virtual}&filter.state=ZZ`, 'filter.state'],
  [VIRTUAL, "filter.serviceIds=801&filter.businessNames=dietitian&filter.state=OH'%20--", 'filter.state'],
  [VIRTUAL, `${virtual}&filter.state=KY`, 'filter.state'],
  [VIRTUAL, 'filter.serviceIds=701&filter.state=OH', 'filter.isVirtualVisit'],
  [VIRTUAL, 'filter.serviceIds=701&filter.state=OH&filter.isVirtualVisit=false', 'filter.isVirtualVisit'],
  [VIRTUAL, `${virtual}&filter.maxResults=abc`, 'filter.maxResults'],
  [TIMESLOTS, 'filter.serviceIds=29', 'filter.locationIds'],
  [TIMESLOTS, 'filter.serviceIds=29&filter.locationIds=%27%3B--', 'filter.locationIds'],
  [TIMESLOTS, `filter.serviceIds=29&filter.locationIds=${many(51, (i) => `p${i}`)}`, 'filter.locationIds'],
  [TIMESLOTS, `filter.serviceIds=29&filter.locationIds=${'x'.repeat(65)}`, 'filter.locationIds'],
  [TIMESLOTS, `${timeslots}&filter.licensureState=OH&filter.isVirtualVisit=true`, 'filter.locationIds'],
  [TIMESLOTS, 'filter.serviceIds=701&filter.licensureState=OH', 'filter.isVirtualVisit'],
  [TIMESLOTS, 'filter.serviceIds=701&filter.isVirtualVisit=true&filter.licensureState=Ohio', 'filter.licensureState'],
  [TIMESLOTS, 'filter.locationIds=01400489', 'filter.serviceIds'],
];

describe('availability input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  it.each(CASES)('%s?%s answers 400 naming %s', async (path, query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.errors.map((e) => e.field)).toContainEqual(
      expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}`)),
    );
    expect(response.body).not.toMatch(/stack|select |pglite|postgres/i);
  });
});
