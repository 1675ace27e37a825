import {
  ETHNICITIES,
  type GENDERS,
  type POLICY_HOLDER_RELATIONS,
  RACES,
  RELATIONSHIPS,
  type SEX_ASSIGNED_AT_BIRTH,
  SPOKEN_LANGUAGES,
  YES_NO,
} from '@hs/domain';
import { defineContent } from '../../registry.js';
import type { PatientFormOptions } from '../../schemas/patient-form/form-options.js';

/** Options the booking carries as people read them. */
const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Options read differently from the value the booking carries. Typing the labels by the domain's values
 * makes every accepted value offered, and nothing else; the key order is the order people see.
 */
const labelled = <Value extends string>(labels: Record<Value, string>) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

export const patientFormOptions = defineContent<PatientFormOptions>(
  { schema: 'patient-form-options', version: '1.0.0', dir: 'patient-form', name: 'options' },
  () => import('../../schemas/patient-form/form-options.js').then((module) => module.PatientFormOptionsSchema),
  {
    selectPlaceholder: 'Choose One',
    relationships: same(RELATIONSHIPS),
    sexAssignedAtBirth: labelled<(typeof SEX_ASSIGNED_AT_BIRTH)[number]>({ male: 'Male', female: 'Female' }),
    genders: labelled<(typeof GENDERS)[number]>({
      male: 'Male',
      female: 'Female',
      'trans-man': 'Trans-Man',
      'trans-woman': 'Trans-Woman',
      'non-binary': 'Non-Binary',
    }),
    races: same(RACES),
    ethnicities: same(ETHNICITIES),
    languages: same(SPOKEN_LANGUAGES),
    policyHolderRelations: labelled<(typeof POLICY_HOLDER_RELATIONS)[number]>({
      Patient: 'The patient is the policy holder',
      'Policy Holder': 'Someone else is the policy holder',
    }),
    yesNo: same(YES_NO),
  },
  ['es'],
);
