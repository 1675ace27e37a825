import { z } from 'zod';
import { defineContent } from '../../registry.js';
import { DisplayTextSchema } from '../../vocabulary.js';

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

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const patientFormOptions = defineContent(
  { schema: 'patient-form-options', version: '1.0.0', dir: 'patient-form', name: 'options' },
  PatientFormOptionsSchema,
  {
    selectPlaceholder: 'Choose One',
    relationships: same(['Self', 'Spouse', 'Child']),
    sexAssignedAtBirth: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ],
    genders: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'trans-man', label: 'Trans-Man' },
      { value: 'trans-woman', label: 'Trans-Woman' },
      { value: 'non-binary', label: 'Non-Binary' },
    ],
    races: same([
      'American Indian or Alaska Native',
      'Asian',
      'Black or African American',
      'Native Hawaiian or Other Pacific Islander',
      'White',
      'Two or More Races',
      'Other',
      'Prefer not to answer',
    ]),
    ethnicities: same(['Hispanic or Latino', 'Not Hispanic or Latino', 'Prefer not to answer']),
    languages: same([
      'English',
      'Spanish',
      'Arabic',
      'Armenian',
      'Chinese',
      'French',
      'German',
      'Greek',
      'Italian',
      'Japanese',
      'Korean',
      'Persian',
      'Polish',
      'Portuguese',
      'Russian',
      'Serbo-Croatian',
      'Tagalog',
      'Vietnamese',
    ]),
    policyHolderRelations: [
      { value: 'Patient', label: 'The patient is the policy holder' },
      { value: 'Policy Holder', label: 'Someone else is the policy holder' },
    ],
    yesNo: same(['Yes', 'No']),
  },
);
