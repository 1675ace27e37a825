import {
  FhirAppointmentSearchSchema,
  FhirLocationSearchSchema,
  FhirScheduleSearchSchema,
  FhirSlotSearchSchema,
  FhirStaffAppointmentSearchSchema,
} from '@hs/contracts';
import type { CapabilityStatement } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { SEARCH_PARAMETERS } from '#api/modules/interop';
import { fhirGet, PUBLIC_URL } from '#api/test/fhir-client.js';
import { routeList } from '#api/test/route-list.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

/** What every search takes besides its own parameters: the page and the format. */
const PAGING = ['_count', '_offset', '_format'];

describe('the CapabilityStatement', () => {
  const t = useTestApp({ config: { PUBLIC_URL }, variant: 'empty' });

  it('is valid R4, in JSON, and names our address', async () => {
    const { status, body } = await fhirGet(t, '/fhir/metadata');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      format: ['json'],
      implementation: { url: `${PUBLIC_URL}/fhir` },
    });
  });

  it('describes exactly the routes and search parameters served', async () => {
    const statement = (await fhirGet(t, '/fhir/metadata')).body as CapabilityStatement;
    const resources = statement.rest![0]!.resource!;
    const served = routeList(t.app.printRoutes({ commonPrefix: false }))
      .map((route) => route.split(' ')[0]!)
      .filter((path) => path.startsWith('/fhir/') && !path.startsWith('/fhir/$bulk-publish'));
    const described = resources.flatMap((resource) => [
      // Appointments are searched by POST at _search with a proof (it travels in the body), or by GET with a staff
      // session.
      ...(resource.interaction?.some((i) => i.code === 'search-type')
        ? [`/fhir/${resource.type}`, ...(resource.type === 'Appointment' ? ['/fhir/Appointment/_search'] : [])]
        : []),
      ...(resource.interaction?.some((i) => i.code === 'read') ? [`/fhir/${resource.type}/:id`] : []),
      ...(resource.operation ?? []).map((operation) => `/fhir/${resource.type}/$${operation.name}`),
    ]);
    expect([...served].sort()).toEqual(['/fhir/metadata', ...described].sort());

    const schemas = {
      Location: FhirLocationSearchSchema,
      HealthcareService: FhirScheduleSearchSchema.omit({ actor: true }),
      Schedule: FhirScheduleSearchSchema.omit({ location: true }),
      Slot: FhirSlotSearchSchema,
      Appointment: FhirAppointmentSearchSchema.extend(FhirStaffAppointmentSearchSchema.shape),
    };
    for (const [type, schema] of Object.entries(schemas)) {
      const listed = resources.find((resource) => resource.type === type)?.searchParam?.map((param) => param.name);
      expect(listed, type).toEqual(Object.keys(schema.shape).filter((name) => !PAGING.includes(name)));
      expect(SEARCH_PARAMETERS[type]?.map((param) => param.name)).toEqual(listed);
    }
  });
});
