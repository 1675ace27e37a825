import { z } from 'zod';
import { SEARCH_FIELDS } from '../../objects/prescreen/prescreen-questions.js';
import { ContentIdSchema, DisplayTextSchema, templateText } from '../vocabulary.js';
import { PrescreenOptionsSchema } from './prescreen-options.js';

export const SearchFieldSchema = z.enum(SEARCH_FIELDS);
export type SearchField = z.infer<typeof SearchFieldSchema>;

const questionBase = {
  id: ContentIdSchema,
  label: DisplayTextSchema,
  hint: DisplayTextSchema.optional(),
  /** Keep the answer for the booking under this name (the scheduler's prescreenAnswers). */
  storeAs: ContentIdSchema.optional(),
  /** The search field the answer fills on the way to results. */
  searchField: SearchFieldSchema.optional(),
};

/** One answer from a list: radios, inline Yes/No radios, or a dropdown. */
export const ChoiceQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal('choice'),
    control: z.enum(['radio', 'yesNo', 'dropdown']),
    options: PrescreenOptionsSchema.optional(),
    /** Name of a prescreen-options object holding the options, instead of listing them here. */
    optionsFrom: ContentIdSchema.optional(),
    /** The dropdown's first entry; choosing it is no answer. */
    placeholder: DisplayTextSchema.optional(),
    requiredMessage: DisplayTextSchema,
  })
  .refine((q) => (q.options === undefined) !== (q.optionsFrom === undefined), {
    message: 'A choice question lists its options or names an option list, not both.',
  })
  .refine((q) => q.control !== 'dropdown' || q.placeholder !== undefined, {
    path: ['placeholder'],
    message: 'A dropdown needs a placeholder.',
  });
export type ChoiceQuestion = z.infer<typeof ChoiceQuestionSchema>;

/** Vaccine checkboxes built from the services endpoint (§5 "Vaccine selection", §9 vaccine list). */
export const VaccineSelectionQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('vaccineSelection'),
  /** Only vaccines this business gives are offered. */
  businessName: ContentIdSchema,
  minMessage: DisplayTextSchema,
  maxSelections: z.number().int().min(1).max(10),
  maxMessage: templateText('n'),
  /** Vaccines (by their name without the dose) that cannot be booked in one appointment. */
  incompatibleCombinations: z.array(z.array(DisplayTextSchema).min(2)),
  incompatibleMessage: DisplayTextSchema,
});
export type VaccineSelectionQuestion = z.infer<typeof VaccineSelectionQuestionSchema>;

/** Optional Medicare Beneficiary Identifier, typed as ####-###-#### (§5). */
export const MedicareIdQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('medicareId'),
  formatMessage: DisplayTextSchema,
});
export type MedicareIdQuestion = z.infer<typeof MedicareIdQuestionSchema>;

/** The patient's state, checked against the licensure of a service (dietitian screen). */
export const LicensureStateQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('licensureState'),
  serviceId: z.number().int().positive(),
  placeholder: DisplayTextSchema,
  requiredMessage: DisplayTextSchema,
  notLicensedMessage: templateText('state'),
  loadErrorMessage: DisplayTextSchema,
});
export type LicensureStateQuestion = z.infer<typeof LicensureStateQuestionSchema>;

/** A time zone from the time-zone-values object. */
export const TimeZoneQuestionSchema = z.object({
  ...questionBase,
  type: z.literal('timeZone'),
  placeholder: DisplayTextSchema,
  requiredMessage: DisplayTextSchema,
});
export type TimeZoneQuestion = z.infer<typeof TimeZoneQuestionSchema>;

/** A date a number of days from today (dietitian: 3 to 90 days ahead, §5 and §9). */
export const AppointmentDateQuestionSchema = z
  .object({
    ...questionBase,
    type: z.literal('appointmentDate'),
    minDaysAhead: z.number().int().min(0).max(365),
    maxDaysAhead: z.number().int().min(0).max(365),
    /** Start with the date from the search when it lies inside the window. */
    prefillFromSearch: z.boolean(),
    requiredMessage: DisplayTextSchema,
    invalidMessage: DisplayTextSchema,
    tooEarlyMessage: templateText('date'),
    tooLateMessage: templateText('date'),
  })
  .refine((q) => q.minDaysAhead <= q.maxDaysAhead, { message: 'minDaysAhead must not exceed maxDaysAhead.' });
export type AppointmentDateQuestion = z.infer<typeof AppointmentDateQuestionSchema>;

export const PrescreenQuestionSchema = z.union([
  ChoiceQuestionSchema,
  VaccineSelectionQuestionSchema,
  MedicareIdQuestionSchema,
  LicensureStateQuestionSchema,
  TimeZoneQuestionSchema,
  AppointmentDateQuestionSchema,
]);
export type PrescreenQuestion = z.infer<typeof PrescreenQuestionSchema>;
