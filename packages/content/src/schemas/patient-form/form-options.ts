import { z } from 'zod';
import { DisplayTextSchema } from '../vocabulary.js';

/** One choice of a select or radio list: the value the booking carries and the label people read. */
export const FormOptionSchema = z.object({ value: z.string().min(1).max(100), label: DisplayTextSchema });
export type FormOption = z.infer<typeof FormOptionSchema>;

const optionList = z
  .array(FormOptionSchema)
  .min(1)
  .refine((options) => new Set(options.map((o) => o.value)).size === options.length, 'Each value is listed once.');

/** The option lists of the patient form (§3 "Option lists"), with their placeholders. */
export const PatientFormOptionsSchema = z.object({
  /** The first option of every select; choosing it is no choice. */
  selectPlaceholder: DisplayTextSchema,
  relationships: optionList,
  sexAssignedAtBirth: optionList,
  genders: optionList,
  races: optionList,
  ethnicities: optionList,
  languages: optionList,
  policyHolderRelations: optionList,
  yesNo: optionList,
});
export type PatientFormOptions = z.infer<typeof PatientFormOptionsSchema>;
