import { z } from 'zod';

/**
 * The FHIR R4 scheduling API's wire shapes (decision 061): the search parameters each resource type takes and
 * the bodies of the IHE ITI Scheduling operations. Resources themselves are built and typed with
 * @medplum/fhirtypes where they are made; here is only what a request may carry. Searches are strict: a
 * parameter not listed is refused, naming it, rather than ignored.
 */

/** The most entries one page of a search or of $find holds. */
export const FHIR_MAX_COUNT = 500;
/** Entries on a page when `_count` is not given. */
export const FHIR_DEFAULT_COUNT = 50;
/** The most schedules one Slot search, and the most locations one $find, may name. */
export const FHIR_MAX_LISTED = 20;

const once = (field: string) =>
  `Input must be given once; separate several ${field} values with commas, each matching any of them.`;

/** A parameter given once (the query parser makes a list of a repeated one). */
const single = <T extends z.ZodType<unknown, string>>(field: string, schema: T) =>
  z.string({ error: once(field) }).pipe(schema);

/** A FHIR token: `code`, `system|code` or `|code`, several separated by commas. */
const token = (field: string) =>
  single(
    field,
    z
      .string()
      .min(1)
      .max(512)
      .regex(/^[^\s]+$/, 'Input must be tokens such as system|code.'),
  );

/** Our ids: letters, digits, hyphens and dots, as FHIR ids are. */
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const idList = (field: string) =>
  single(
    field,
    z
      .string()
      .max(64 * FHIR_MAX_LISTED + FHIR_MAX_LISTED)
      .regex(/^[A-Za-z0-9\-./,]+$/, 'Input must be resource ids separated by commas.'),
  );

/** `_count`: how many entries a page holds, at most FHIR_MAX_COUNT (0: only the total). */
const count = single(
  '_count',
  z.string().regex(/^\d{1,9}$/, `Input must be a whole number from 0 to ${FHIR_MAX_COUNT}.`),
)
  .transform(Number)
  .refine((value) => value <= FHIR_MAX_COUNT, `Input must be a whole number from 0 to ${FHIR_MAX_COUNT}.`);

/** `_offset`: where a page starts, as the `next` link of the previous page says. */
const offset = single(
  '_offset',
  z.string().regex(/^\d{1,7}$/, 'Input must be a whole number from 0 to 9999999.'),
).transform(Number);

/**
 * A FHIR date search value: an optional prefix, then a date (year, month or day) or a date-time to the minute or
 * second with its zone (an instant without a zone names no instant). Dates are days on each clinic's own clock.
 */
export const FHIR_DATE_PARAM =
  /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01])(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:0\d|1[0-4]):[0-5]\d))?)?)?$/;

const DATE_MESSAGE =
  'Input must be a date or an instant with its zone, optionally after a prefix: ge2026-03-03, lt2026-03-03T12:00:00-05:00.';

/** Whether a day of a date search value is one the calendar has (2026-02-30 is not). */
function isCalendarValue(value: string): boolean {
  const match = FHIR_DATE_PARAM.exec(value);
  if (!match?.[4]) return true;
  const [year, month, day] = [Number(match[2]), Number(match[3]), Number(match[4])];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const dateValue = z.string().max(64).regex(FHIR_DATE_PARAM, DATE_MESSAGE).refine(isCalendarValue, DATE_MESSAGE);

/** `start` may be given twice (a range: ge… and lt…), so it is a list either way. */
const dateParam = z
  .union([dateValue, z.array(dateValue).max(2, 'Input must be given at most twice: a lower and an upper bound.')])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const activeParam = single('active', z.enum(['true', 'false'], { error: 'Input must be true or false.' }));
const format = z.string().max(64).optional();

const page = { _count: count.optional(), _offset: offset.optional(), _format: format };

export const FhirMetadataQuerySchema = z.strictObject({ _format: format });

export const FhirLocationSearchSchema = z.strictObject({
  _id: idList('_id').optional(),
  'address-state': single('address-state', z.string().regex(/^[A-Za-z]{2}$/, 'Input must be a state code.')).optional(),
  'address-postalcode': single(
    'address-postalcode',
    z.string().regex(/^\d{3,5}(-\d{4})?$/, 'Input must be a zip code or its start.'),
  ).optional(),
  'address-city': single('address-city', z.string().min(1).max(64)).optional(),
  ...page,
});
export type FhirLocationSearch = z.infer<typeof FhirLocationSearchSchema>;

/** A HealthcareService and a Schedule are both a service at a clinic, searched alike. */
export const FhirScheduleSearchSchema = z.strictObject({
  _id: idList('_id').optional(),
  actor: idList('actor').optional(),
  location: idList('location').optional(),
  'service-type': token('service-type').optional(),
  active: activeParam.optional(),
  ...page,
});
export type FhirScheduleSearch = z.infer<typeof FhirScheduleSearchSchema>;

export const SLOT_STATUSES = ['free', 'busy', 'busy-tentative', 'busy-unavailable', 'entered-in-error'] as const;

export const FhirSlotSearchSchema = z.strictObject({
  schedule: idList('schedule'),
  start: dateParam.optional(),
  status: single(
    'status',
    z
      .string()
      .max(128)
      .refine(
        (value) => value.split(',').every((status) => (SLOT_STATUSES as readonly string[]).includes(status)),
        `Input must be slot statuses separated by commas: ${SLOT_STATUSES.join(', ')}.`,
      ),
  ).optional(),
  'service-type': token('service-type').optional(),
  ...page,
});
export type FhirSlotSearch = z.infer<typeof FhirSlotSearchSchema>;

/** $find in a query string; the same parameters come in a Parameters body by POST. */
export const FhirFindQuerySchema = z.strictObject({
  start: single('start', dateValue),
  end: single('end', dateValue),
  'service-type': token('service-type').optional(),
  'visit-type': token('visit-type').optional(),
  'location-reference': idList('location-reference').optional(),
  'location-string': single('location-string', z.string().min(1).max(64)).optional(),
  ...page,
});
export type FhirFindQuery = z.infer<typeof FhirFindQuerySchema>;

export const FhirIdParamsSchema = z.object({
  id: z.string().max(64, 'Input must be a resource id.').regex(FHIR_ID, 'Input must be a resource id.'),
});

/**
 * A Parameters resource, as the operations take their input. Each parameter's value is read by the operation
 * that expects it; the shape here is only what every Parameters has.
 */
export const FhirParametersSchema = z.looseObject({
  resourceType: z.literal('Parameters', { error: 'Input must be a FHIR Parameters resource.' }),
  parameter: z
    .array(
      z.looseObject({
        name: z.string().min(1).max(64),
        resource: z.looseObject({ resourceType: z.string().max(64) }).optional(),
      }),
    )
    .max(32)
    .optional(),
});
export type FhirParameters = z.infer<typeof FhirParametersSchema>;

const text = z.string().max(256);

/**
 * The Patient a $book names, as far as a booking reads it: names, birth date, phone and e-mail, address, gender
 * and preferred language. Anything else a Patient carries is let through and not kept.
 */
export const FhirPatientSchema = z.looseObject({
  resourceType: z.literal('Patient', { error: 'Input must be a FHIR Patient resource.' }),
  name: z
    .array(z.looseObject({ use: text.optional(), family: text.optional(), given: z.array(text).max(5).optional() }))
    .max(5)
    .optional(),
  birthDate: text.optional(),
  gender: text.optional(),
  telecom: z
    .array(z.looseObject({ system: text.optional(), value: text.optional() }))
    .max(10)
    .optional(),
  address: z
    .array(
      z.looseObject({
        line: z.array(text).max(5).optional(),
        city: text.optional(),
        district: text.optional(),
        state: text.optional(),
        postalCode: text.optional(),
      }),
    )
    .max(5)
    .optional(),
  communication: z
    .array(
      z.looseObject({
        language: z.looseObject({
          coding: z
            .array(z.looseObject({ code: text.optional() }))
            .max(5)
            .optional(),
        }),
        preferred: z.boolean().optional(),
      }),
    )
    .max(5)
    .optional(),
});
export type FhirPatient = z.infer<typeof FhirPatientSchema>;

/** An Appointment sent to $book to cancel it: which (its id), the proof (its confirmation code), and why. */
export const FhirCancellationSchema = z.looseObject({
  resourceType: z.literal('Appointment', { error: 'Input must be a FHIR Appointment resource.' }),
  id: z.string().regex(FHIR_ID, 'Input must be the id $book answered.'),
  status: z.string().max(32),
  identifier: z
    .array(z.looseObject({ system: text.optional(), value: text.optional() }))
    .min(1, 'Input must carry the confirmation code.')
    .max(5),
  cancelationReason: z.looseObject({
    coding: z
      .array(z.looseObject({ system: text.optional(), code: text.optional() }))
      .min(1, 'Input must carry a reason.')
      .max(5),
  }),
});
export type FhirCancellation = z.infer<typeof FhirCancellationSchema>;

/**
 * A search for one's own appointment, by POST to `Appointment/_search` as a form, never in a URL: the confirmation
 * code (`identifier`, system|code) and two facts only the patient knows, as find-my-appointment asks for them.
 */
export const FhirAppointmentSearchSchema = z.strictObject({
  identifier: single('identifier', z.string().min(1).max(512).regex(/\|./, 'Input must be system|code.')),
  'patient.family': single('patient.family', z.string().min(1).max(64)),
  'patient.birthdate': single(
    'patient.birthdate',
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Input must be a date such as 1984-07-19.'),
  ),
  _format: format,
});
export type FhirAppointmentSearch = z.infer<typeof FhirAppointmentSearchSchema>;

/** The most days of a clinic's calendar one staff search of Appointments covers: the console's week list. */
export const FHIR_STAFF_MAX_DAYS = 7;

export const FHIR_STAFF_DATE_MESSAGE = `Input must be a day (2026-03-03), or days from ge… to lt… or le…: at most ${FHIR_STAFF_MAX_DAYS} days of the clinic's calendar.`;

/**
 * A staff member's search of a clinic's Appointments (with a staff session): one Location and one day or a few,
 * as the console's day and week lists show them. Without either, the search would reach the whole chain or every
 * day, which is an export, not a list: it is refused.
 */
export const FhirStaffAppointmentSearchSchema = z.strictObject({
  location: z
    .string({ error: 'Input must name one Location: appointments are listed one clinic at a time.' })
    .regex(
      /^(Location\/)?[A-Za-z0-9\-.]{1,64}$/,
      'Input must name one Location: appointments are listed one clinic at a time.',
    ),
  date: z
    .union([dateValue, z.array(dateValue).min(1).max(2)], { error: FHIR_STAFF_DATE_MESSAGE })
    .transform((value) => (Array.isArray(value) ? value : [value])),
  ...page,
});
export type FhirStaffAppointmentSearch = z.infer<typeof FhirStaffAppointmentSearchSchema>;
