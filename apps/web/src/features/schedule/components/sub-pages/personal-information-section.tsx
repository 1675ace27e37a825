import type { PatientDetailsFields } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { DateOfBirthFields } from '@/features/schedule/components/date-of-birth-fields';
import { FormSection } from '@/features/schedule/components/form-section';
import { TextField, type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import type { PatientDetailsValues } from '@/features/schedule/model/patient-details-schema';
import { translate } from '@/lib/i18n/i18n';
import { type PatientDetailsSectionProps, selectOptions } from './patient-details-section-props';

type PatientName = 'firstName' | 'lastName' | 'preferredName';

const LEGAL_NAMES: readonly TextFieldSpec<PatientName>[] = [
  {
    name: 'firstName',
    get label() {
      return translate('schedule.field.firstName');
    },
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    get label() {
      return translate('schedule.field.lastName');
    },
    autoComplete: 'family-name',
  },
];

const PREFERRED_NAME: TextFieldSpec<PatientName> = {
  name: 'preferredName',
  get label() {
    return translate('schedule.field.preferredName');
  },
  get hint() {
    return translate('schedule.field.preferredNameHint');
  },
  autoComplete: 'nickname',
};

const WEIGHT: TextFieldSpec<'weight'> = {
  name: 'weight',
  get label() {
    return translate('schedule.field.weight');
  },
  inputMode: 'numeric',
  width: 'short',
  maxLength: PATIENT_LIMITS.weight,
};

const SHOPPERS_CARD: TextFieldSpec<'altId'> = {
  name: 'altId',
  get label() {
    return translate('schedule.field.shoppersCard');
  },
  inputMode: 'numeric',
  width: 'medium',
  maxLength: PATIENT_LIMITS.shoppersCardNumber,
};

/** The demographic questions a group may ask, in the order shown, each with its list of answers. */
const DEMOGRAPHICS = [
  {
    name: 'gender',
    get label() {
      return translate('schedule.field.gender');
    },
    options: 'genders',
  },
  {
    name: 'race',
    get label() {
      return translate('schedule.field.race');
    },
    options: 'races',
  },
  {
    name: 'ethnicity',
    get label() {
      return translate('schedule.field.ethnicity');
    },
    options: 'ethnicities',
  },
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
    <FormSection id="personal-information" title={translate('schedule.section.personal')}>
      <TextFields
        fields={fields.preferredName ? [...LEGAL_NAMES, PREFERRED_NAME] : LEGAL_NAMES}
        register={register}
        error={error}
      />
      <DateOfBirthFields register={register} error={errors.dobMonth?.message} hint={texts.minimumAgeNotice} />
      {fields.sexAssignedAtBirth ? (
        <Radios
          name="sexAssignedAtBirth"
          legend={translate('schedule.field.sexAtBirth')}
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
          label={translate('schedule.field.language')}
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
            {
              name: 'motherMaidenFirstName',
              label: translate('schedule.field.motherFirstName'),
              hint: texts.motherMaidenNameHint,
            },
            { name: 'motherMaidenLastName', label: translate('schedule.field.motherMaidenName') },
          ]}
          register={register}
          error={error}
        />
      ) : null}
    </FormSection>
  );
}
