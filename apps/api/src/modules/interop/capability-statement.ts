import { FHIR_DEFAULT_COUNT, FHIR_MAX_COUNT, FHIR_MAX_LISTED, FHIR_STAFF_MAX_DAYS } from '@hs/contracts';
import type {
  CapabilityStatement,
  CapabilityStatementRestResource,
  CapabilityStatementRestResourceSearchParam,
} from '@medplum/fhirtypes';
import { ANSWER_KEPT_HOURS } from '#api/modules/appointments';
import type { PublicSite } from './fhir-resources.js';

/**
 * What the FHIR API serves, exactly (capability-statement.test.ts holds it to the routes and their parameters):
 * four resource types read and searched, the IHE ITI Scheduling operations on Appointment, and Appointments read
 * and searched with a proof or a staff session.
 */

const HL7 = 'http://hl7.org/fhir/SearchParameter';
const IHE = 'https://profiles.ihe.net/ITI/Scheduling';

type Param = CapabilityStatementRestResourceSearchParam;

const id: Param = {
  name: '_id',
  type: 'token',
  definition: `${HL7}/Resource-id`,
  documentation: 'Ids, comma-separated.',
};

/** Every resource type's search parameters; `_count` and `_offset` page any search (see rest.documentation). */
export const SEARCH_PARAMETERS: Readonly<Record<string, readonly Param[]>> = {
  Location: [
    id,
    {
      name: 'address-state',
      type: 'string',
      definition: `${HL7}/Location-address-state`,
      documentation: 'A state code.',
    },
    {
      name: 'address-postalcode',
      type: 'string',
      definition: `${HL7}/Location-address-postalcode`,
      documentation: 'A zip code or its first digits.',
    },
    { name: 'address-city', type: 'string', definition: `${HL7}/Location-address-city`, documentation: 'The city.' },
  ],
  HealthcareService: [
    id,
    { name: 'location', type: 'reference', definition: `${HL7}/HealthcareService-location` },
    { name: 'service-type', type: 'token', definition: `${HL7}/HealthcareService-service-type` },
    { name: 'active', type: 'token', definition: `${HL7}/HealthcareService-active` },
  ],
  Schedule: [
    id,
    { name: 'actor', type: 'reference', definition: `${HL7}/Schedule-actor`, documentation: 'A Location.' },
    { name: 'service-type', type: 'token', definition: `${HL7}/Schedule-service-type` },
    { name: 'active', type: 'token', definition: `${HL7}/Schedule-active` },
  ],
  Slot: [
    {
      name: 'schedule',
      type: 'reference',
      definition: `${HL7}/Slot-schedule`,
      documentation: `Required: up to ${FHIR_MAX_LISTED} Schedules, comma-separated. The whole chain's Slots are in the $bulk-publish feed.`,
    },
    {
      name: 'start',
      type: 'date',
      definition: `${HL7}/Slot-start`,
      documentation:
        'Prefixes eq, ne, gt, ge, lt, le, sa and eb; twice for a range. A date (year, month or day) is read on each clinic’s clock; a time needs its zone.',
    },
    { name: 'status', type: 'token', definition: `${HL7}/Slot-status` },
    { name: 'service-type', type: 'token', definition: `${HL7}/Slot-service-type` },
  ],
  Appointment: [
    {
      name: 'identifier',
      type: 'token',
      definition: `${HL7}/clinical-identifier`,
      documentation: 'Required: the confirmation code, <our address>/fhir/sid/confirmation-code|<code>.',
    },
    {
      name: 'patient.family',
      type: 'string',
      definition: `${HL7}/individual-family`,
      documentation: 'Required: the patient’s last name.',
    },
    {
      name: 'patient.birthdate',
      type: 'date',
      definition: `${HL7}/individual-birthdate`,
      documentation: 'Required: the patient’s date of birth.',
    },
    {
      name: 'location',
      type: 'reference',
      definition: `${HL7}/Appointment-location`,
      documentation: 'Staff session only, by GET: required, one Location.',
    },
    {
      name: 'date',
      type: 'date',
      definition: `${HL7}/clinical-date`,
      documentation: `Staff session only, by GET: required, a day of the clinic’s calendar, or ge… with lt… or le…, at most ${FHIR_STAFF_MAX_DAYS} days.`,
    },
  ],
};

const read = (
  type: 'Location' | 'HealthcareService' | 'Schedule' | 'Slot',
  documentation: string,
): CapabilityStatementRestResource => ({
  type,
  documentation,
  interaction: [{ code: 'read' }, { code: 'search-type' }],
  searchParam: [...(SEARCH_PARAMETERS[type] ?? [])],
});

/** The statement, with our own address as its implementation's. */
export function capabilityStatement(site: PublicSite): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-28',
    publisher: 'The Local Clinic',
    kind: 'instance',
    instantiates: [`${IHE}/CapabilityStatement/IHE.Scheduling.server`],
    software: { name: 'The Local Clinic scheduler' },
    implementation: { description: 'Appointments at The Local Clinic', url: `${site.publicUrl}/fhir` },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          description:
            'Reads of clinics, services, schedules and slots, $find, $hold and $book need no credentials. An ' +
            'Appointment by id, and by location and date, needs the staff console’s session (its cookie, after a ' +
            'passkey sign-in); each read is kept in the staff audit trail. $hold and $book refuse that cookie.',
        },
        documentation:
          `Searches answer searchset Bundles of at most _count entries (default ${FHIR_DEFAULT_COUNT}, at most ${FHIR_MAX_COUNT}); ` +
          'the next link pages on with _offset. A parameter not listed is refused (400). Patients are never exported: ' +
          'a booking answers its confirmation code, which with the appointment id cancels it, and with the ' +
          'patient’s last name and date of birth finds it again; a signed-in staff member reads the Appointments of ' +
          'the clinics their roles cover, a clinic and a few days at a time. ' +
          `Open availability for slot finders: ${site.publicUrl}/fhir/$bulk-publish (SMART Scheduling Links).`,
        resource: [
          read('Location', 'A clinic taking bookings online; its id is its division and store number.'),
          read('HealthcareService', 'A service at a clinic (<clinic>-<service>): hours, closures and languages.'),
          read('Schedule', 'A service at a clinic (<clinic>-<service>), as the feed publishes it.'),
          read('Slot', 'A start time of a schedule: free, busy-tentative (held) or busy (booked) seats.'),
          {
            type: 'Appointment',
            documentation:
              'Proposed by $find, pending after $hold, booked or cancelled by $book. One’s own appointment is ' +
              'searched by POST to Appointment/_search as a form, with its proof (as find-my-appointment on our ' +
              'site): it answers that one Appointment, its Patient contained. With a staff session, GET reads a ' +
              'booked Appointment by id (its Patient contained with birth date, phone and e-mail) and searches a ' +
              'clinic’s by location and date (its Patients contained with their names).',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [...(SEARCH_PARAMETERS.Appointment ?? [])],
            operation: [
              { name: 'find', definition: `${IHE}/OperationDefinition/appointment-find` },
              {
                name: 'hold',
                definition: `${IHE}/OperationDefinition/appointment-hold`,
                documentation:
                  'A hold may carry an Idempotency-Key header, as a booking may: the same request sent again with ' +
                  `it within ${ANSWER_KEPT_HOURS} hours is answered the first answer (the same hold and expiry, ` +
                  'even once it has lapsed or been booked), and holds nothing more; the key with another request ' +
                  'is refused (422).',
              },
              {
                name: 'book',
                definition: `${IHE}/OperationDefinition/appointment-book`,
                documentation:
                  'A booking may carry an Idempotency-Key header (1 to 100 printable ASCII characters, no spaces): ' +
                  `the same request sent again with it within ${ANSWER_KEPT_HOURS} hours is answered the first ` +
                  'answer, and books nothing more; the key with another request is refused (422). After that the ' +
                  'key is forgotten and a request with it is a new one. A cancellation does not keep it.',
              },
            ],
          },
        ],
      },
    ],
  };
}
