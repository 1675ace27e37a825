import { type AvailabilityResponse, AvailabilityResponseSchema } from '@hs/contracts';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { r4Problems } from './fhir-validator.js';

/** What a FHIR client does with the app in tests: GETs and POSTs of FHIR JSON, each answer checked against R4. */

export const PUBLIC_URL = 'https://clinic.example.com';

/** The path and query of one of our absolute URLs (a Bundle link), as the app is asked for it. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Every problem R4's definitions find in a resource and, in a Bundle, in each resource it holds. */
export function problemsOf(resource: Resource): string[] {
  const own = r4Problems(resource).map((problem) => `${resource.resourceType}/${resource.id ?? ''} ${problem}`);
  const entries = resource.resourceType === 'Bundle' ? ((resource as Bundle).entry ?? []) : [];
  return [...own, ...entries.flatMap((entry) => (entry.resource ? problemsOf(entry.resource) : []))];
}

/** A GET whose answer is FHIR JSON valid against R4, whatever its status. */
export async function fhirGet(t: Pick<TestApp, 'app'>, path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  expect(response.headers['content-type'], path).toBe('application/fhir+json; charset=utf-8');
  const body = response.json() as Resource;
  expect(problemsOf(body), path).toEqual([]);
  return { status: response.statusCode, body, response };
}

/** A POST of FHIR JSON whose answer is FHIR JSON valid against R4. */
export async function fhirPost(
  t: Pick<TestApp, 'app'>,
  path: string,
  payload: unknown,
  options: { contentType?: string; clientIp?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...options.headers, 'content-type': options.contentType ?? 'application/fhir+json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.clientIp ?? '203.0.113.20',
  });
  expect(response.headers['content-type'], path).toBe('application/fhir+json; charset=utf-8');
  const body = response.json() as Resource;
  expect(problemsOf(body), path).toEqual([]);
  return { status: response.statusCode, body, response };
}

/** The resources of a searchset Bundle's matches. */
export function matches<T extends Resource>(bundle: Resource): T[] {
  expect(bundle.resourceType).toBe('Bundle');
  return ((bundle as Bundle).entry ?? []).filter((entry) => entry.search?.mode === 'match').map((e) => e.resource as T);
}

export const linkOf = (bundle: Resource, relation: string) =>
  (bundle as Bundle).link?.find((link) => link.relation === relation)?.url;

/** The free starts the results endpoint offers one clinic for one service on one day. */
export async function resultsFreeStarts(
  t: Pick<TestApp, 'app'>,
  pick: { clinicId: string; serviceId: number; date: string },
): Promise<string[]> {
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
