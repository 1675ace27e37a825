import type { PatientDetailsFields } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { Radios } from '@/components/ui/radios';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { DateOfBirthFields } from '@/features/schedule/components/date-of-birth-fields';
import styles from '@/features/schedule/components/form-sections.module.css';
import { type PatientDetailsSectionProps, selectOptions } from './patient-details-section-props';

/** Personal Information: names, date of birth and the demographic questions the group asks. */
export function PersonalInformationSection({
  register,
  errors,
  options,
  texts,
  fields,
}: PatientDetailsSectionProps & { fields: PatientDetailsFields }) {
  const placeholder = options.selectPlaceholder;
  return (
    <section aria-labelledby="personal-information" className={styles.section}>
      <h2 id="personal-information" className={styles.sectionHeading}>
        Personal Information
      </h2>
      <TextInput
        {...register('firstName')}
        label="Patient's legal first name"
        autoComplete="given-name"
        error={errors.firstName?.message}
      />
      <TextInput
        {...register('lastName')}
        label="Patient's legal last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
      />
      {fields.preferredName ? (
        <TextInput
          {...register('preferredName')}
          label="Preferred name (optional)"
          hint="The name you would like us to call the patient."
          autoComplete="nickname"
          error={errors.preferredName?.message}
        />
      ) : null}
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
      {fields.gender ? (
        <Select
          {...register('gender')}
          label="Gender"
          placeholder={placeholder}
          options={selectOptions(options.genders)}
          error={errors.gender?.message}
        />
      ) : null}
      {fields.race ? (
        <Select
          {...register('race')}
          label="Race"
          placeholder={placeholder}
          options={selectOptions(options.races)}
          error={errors.race?.message}
        />
      ) : null}
      {fields.ethnicity ? (
        <Select
          {...register('ethnicity')}
          label="Ethnicity"
          placeholder={placeholder}
          options={selectOptions(options.ethnicities)}
          error={errors.ethnicity?.message}
        />
      ) : null}
      {fields.weight ? (
        <TextInput
          {...register('weight')}
          label="Weight in pounds"
          inputMode="numeric"
          width="short"
          maxLength={PATIENT_LIMITS.weight}
          error={errors.weight?.message}
        />
      ) : null}
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
        <TextInput
          {...register('altId')}
          label="Shopper's card number (optional)"
          hint={texts.altIdHint}
          inputMode="numeric"
          width="medium"
          maxLength={PATIENT_LIMITS.shoppersCardNumber}
          error={errors.altId?.message}
        />
      ) : null}
      {fields.motherMaidenName ? (
        <>
          <TextInput
            {...register('motherMaidenFirstName')}
            label="Mother's first name"
            hint={texts.motherMaidenNameHint}
            error={errors.motherMaidenFirstName?.message}
          />
          <TextInput
            {...register('motherMaidenLastName')}
            label="Mother's maiden name"
            error={errors.motherMaidenLastName?.message}
          />
        </>
      ) : null}
    </section>
  );
}
