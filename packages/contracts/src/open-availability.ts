import { z } from 'zod';

/**
 * The SMART Scheduling Links feed's wire shapes (decision 059). The files themselves are NDJSON of FHIR R4
 * resources, typed by @medplum/fhirtypes where they are built.
 */

/** FHIR's instant: to the second at least, with a zone offset (Z for UTC). */
const FHIR_INSTANT =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00))$/;

/**
 * Whether the date part names a day the calendar has (Date.parse takes 2026-02-30 for March 2). A value that is
 * no instant at all is the pattern's to refuse, once.
 */
function isCalendarDay(value: string): boolean {
  if (!FHIR_INSTANT.test(value)) return true;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

export const fhirInstant = z
  .string()
  .regex(FHIR_INSTANT, 'Input must be an instant such as 2026-11-27T14:05:00Z, to the second with a zone offset.')
  .refine(isCalendarDay, 'Input must be a real date and time.');

/** `_since` asks for changes since an instant; it is accepted and the whole data set is answered (the spec allows it). */
export const BulkPublishQuerySchema = z.object({ _since: fhirInstant.optional() });
export type BulkPublishQuery = z.infer<typeof BulkPublishQuerySchema>;

export const BulkPublishFileParamsSchema = z.object({
  file: z.string().max(64, 'Input must be a file the manifest lists.'),
});

const ManifestOutputSchema = z.strictObject({
  type: z.enum(['Location', 'Schedule', 'Slot']),
  url: z.url(),
  extension: z.strictObject({ state: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1) }),
});

export const BulkPublishManifestSchema = z.strictObject({
  transactionTime: fhirInstant,
  request: z.url(),
  output: z.array(ManifestOutputSchema),
  error: z.array(z.unknown()).max(0),
});
export type BulkPublishManifest = z.infer<typeof BulkPublishManifestSchema>;
