import type { PatientDetailsFields } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { DateOfBirthFields } from '@/features/schedule/components/date-of-birth-fields';
import { FormSection } from '@/features/schedule/components/form-section';
import { TextField, type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import type { PatientDetailsValues } from '@/features/schedule/model/patient-details-schema';
import { type PatientDetailsSectionProps, selectOptions } from './patient-details-section-props';

type PatientName = 'firstName' | 'lastName' | 'preferredName';

const LEGAL_NAMES: readonly TextFieldSpec<PatientName>[] = [
  { name: 'firstName', label: "Patient's legal first name", autoComplete: 'given-name' },
  { name: 'lastName', label: "Patient's legal last name", autoComplete: 'family-name' },
];

const PREFERRED_NAME: TextFieldSpec<PatientName> = {
  name: 'preferredName',
  label: 'Preferred name (optional)',
  hint: 'The name you would like us to call the patient.',
  autoComplete: 'nickname',
};

const WEIGHT: TextFieldSpec<'weight'> = {
  name: 'weight',
  label: 'Weight in pounds',
  inputMode: 'numeric',
  width: 'short',
  maxLength: PATIENT_LIMITS.weight,
};

const SHOPPERS_CARD: TextFieldSpec<'altId'> = {
  name: 'altId',
  label: "Shopper's card number (optional)",
  inputMode: 'numeric',
  width: 'medium',
  maxLength: PATIENT_LIMITS.shoppersCardNumber,
};

/** The demographic questions a group may ask, in the order shown, each with its list of answers. */
const DEMOGRAPHICS = [
  { name: 'gender', label: 'Gender', options: 'genders' },
  { name: 'race', label: 'Race', options: 'races' },
  { name: 'ethnicity', label: 'Ethnicity', options: 'ethnicities' },
] as const;

/** Personal Information: names, date of birth and the demographic questions the group asks. */
export function PersonalInformationSection({
  register,
  errors,
  options,
  texts,
  fields,
}: PatientDetailsSectionProps & { fields: PatientDetailsFields }) {
  const placeholder = options.selectPlaceholder;
  const error = (name: keyof PatientDetailsValues) => errors[name]?.message;
  return (
    <FormSection id="personal-information" title="Personal Information">
      <TextFields
        fields={fields.preferredName ? [...LEGAL_NAMES, PREFERRED_NAME] : LEGAL_NAMES}
        register={register}
        error={error}
      />
      <DateOfBirthFields register={register} error={errors.dobMonth?.message} hint={texts.minimumAgeNotice} />
      {fields.sexAssignedAtBirth ? (
        <Radios
          name="sexAssignedAtBirth"
          legend="Sex assigned at birth"
          inline
          options={selectOptions(options.sexAssignedAtBirth)}
          inputProps={register('sexAssignedAtBirth')}
          error={errors.sexAssignedAtBirth?.message}
        />
      ) : null}
      {DEMOGRAPHICS.filter((question) => fields[question.name]).map((question) => (
        <Select
          key={question.name}
          {...register(question.name)}
          label={question.label}
          placeholder={placeholder}
          options={selectOptions(options[question.options])}
          error={error(question.name)}
        />
      ))}
      {fields.weight ? <TextField field={WEIGHT} register={register} error={error} /> : null}
      {fields.preferredLanguage ? (
        <Select
          {...register('preferredLanguage')}
          label="Preferred spoken language (optional)"
          placeholder={placeholder}
          options={selectOptions(options.languages)}
          error={errors.preferredLanguage?.message}
        />
      ) : null}
      {fields.altId ? (
        <TextField field={{ ...SHOPPERS_CARD, hint: texts.altIdHint }} register={register} error={error} />
      ) : null}
      {fields.motherMaidenName ? (
        <TextFields
          fields={[
            { name: 'motherMaidenFirstName', label: "Mother's first name", hint: texts.motherMaidenNameHint },
            { name: 'motherMaidenLastName', label: "Mother's maiden name" },
          ]}
          register={register}
          error={error}
        />
      ) : null}
    </FormSection>
  );
}
