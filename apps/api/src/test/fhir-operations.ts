import type { Appointment, Bundle, CapabilityStatement, OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from './app.js';
import { fhirGet, fhirPost, matches, PUBLIC_URL } from './fhir-client.js';

/** The IHE ITI Scheduling operations as a health system's client calls them in tests. */

export const OUR_SERVICES = `${PUBLIC_URL}/fhir/CodeSystem/service`;
export const CONFIRMATION_CODES = `${PUBLIC_URL}/fhir/sid/confirmation-code`;

let patients = 0;

/** A valid Patient, a different one each call (the same one may book a service once a day). */
export function testPatient(overrides: Partial<Patient> = {}): Patient {
  patients += 1;
  const letters = String.fromCharCode(65 + (patients % 26)) + String.fromCharCode(65 + Math.floor(patients / 26));
  return {
    resourceType: 'Patient',
    name: [{ use: 'official', family: `Quillfeather${letters}`, given: [`Zephyrine${letters}`] }],
    birthDate: '1984-07-19',
    gender: 'female',
    telecom: [
      { system: 'phone', value: '(614) 555-0142' },
      { system: 'email', value: `zephyrine.${letters.toLowerCase()}@example.org` },
    ],
    address: [
      { line: ['1200 Maple Avenue'], city: 'Columbus', district: 'Franklin', state: 'OH', postalCode: '43215' },
    ],
    ...overrides,
  };
}

/** An Appointment by its id, or a whole reference as given (an absolute one, say). */
export const reference = (id: string) => ({
  name: 'appointment-reference',
  valueReference: { reference: id.includes('/') ? id : `Appointment/${id}` },
});

/** The request's Idempotency-Key header, when it has one. */
const keyed = (idempotencyKey: string | undefined) =>
  idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': idempotencyKey } };

export const hold = (t: Pick<TestApp, 'app'>, id: string, clientIp?: string, idempotencyKey?: string) =>
  fhirPost(
    t,
    '/fhir/Appointment/$hold',
    { resourceType: 'Parameters', parameter: [reference(id)] },
    { clientIp, ...keyed(idempotencyKey) },
  );

export const book = (t: Pick<TestApp, 'app'>, id: string, patient: Patient = testPatient(), idempotencyKey?: string) =>
  fhirPost(
    t,
    '/fhir/Appointment/$book',
    { resourceType: 'Parameters', parameter: [reference(id), { name: 'patient-resource', resource: patient }] },
    keyed(idempotencyKey),
  );

export const cancelBy = (
  t: Pick<TestApp, 'app'>,
  appointment: { id: string; code: string },
  reason: { system?: string; code: string } = { code: 'pat-swl' },
  idempotencyKey?: string,
) =>
  fhirPost(
    t,
    '/fhir/Appointment/$book',
    {
      resourceType: 'Parameters',
      parameter: [
        {
          name: 'appointment-resource',
          resource: {
            resourceType: 'Appointment',
            id: appointment.id,
            status: 'cancelled',
            identifier: [{ system: CONFIRMATION_CODES, value: appointment.code }],
            cancelationReason: {
              coding: [
                {
                  system: reason.system ?? 'http://terminology.hl7.org/CodeSystem/appointment-cancellation-reason',
                  code: reason.code,
                },
              ],
            },
            participant: [{ status: 'declined' }],
          },
        },
      ],
    },
    keyed(idempotencyKey),
  );

/** The one Appointment an operation answered. */
export function theAppointment(body: unknown): Appointment {
  const [appointment] = matches<Appointment>(body as Bundle);
  expect(appointment).toBeDefined();
  return appointment!;
}

/** How our site, and so FHIR, refuses an Idempotency-Key sent with another request. */
export const KEY_REUSED = 'This Idempotency-Key was used with a different request.';

/** Keys the format refuses: empty, with a space, one character too long, with a control character. */
export const MALFORMED_KEYS = ['', 'two words', 'x'.repeat(101), 'tab\tkey'];

/** The longest key the format allows, of its first and last allowed characters. */
export const WIDEST_KEY = `!~${'x'.repeat(98)}`;

/** A malformed key's refusal: 400, each rule it breaks an issue naming the header. */
export function expectKeyRefused(refused: { status: number; body: Resource }, key: string): void {
  expect(refused.status, JSON.stringify(key)).toBe(400);
  // An empty key is both too short and without a valid character, so there may be several.
  const { issue } = refused.body as OperationOutcome;
  expect(issue.length).toBeGreaterThan(0);
  for (const each of issue) {
    expect(each).toEqual({
      severity: 'error',
      code: 'invalid',
      diagnostics: expect.stringMatching(/^idempotency-key: /),
      expression: ['idempotency-key'],
    });
  }
}

/** What an Idempotency-Key keeps: its stored answer's row, if the key was kept at all. */
export async function storedKey(t: Pick<TestApp, 'database'>, key: string) {
  return rowsOf<{ body: Record<string, unknown> }>(
    await t.database.db.execute(sql`select body from idempotency_keys where key = ${key}`),
  )[0];
}

/** What the CapabilityStatement says of an Appointment operation. */
export async function operationDocumentation(t: Pick<TestApp, 'app'>, name: string) {
  const statement = (await fhirGet(t, '/fhir/metadata')).body as CapabilityStatement;
  const appointment = statement.rest![0]!.resource!.find((resource) => resource.type === 'Appointment');
  return appointment?.operation?.find((each) => each.name === name)?.documentation;
}
