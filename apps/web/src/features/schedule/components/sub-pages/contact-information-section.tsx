import { PATIENT_LIMITS } from '@hs/domain';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import { AddressFields } from '@/features/schedule/components/address-fields';
import { registerByPath } from '@/features/schedule/components/form-paths';
import styles from '@/features/schedule/components/form-sections.module.css';
import { PhoneFields } from '@/features/schedule/components/phone-fields';
import { SingleCheckbox } from '@/features/schedule/components/single-checkbox';
import type { FormatPhone, PatientDetailsSectionProps } from './patient-details-section-props';
import { yesNoOptions } from './sub-page-props';

export interface ContactInformationSectionProps extends PatientDetailsSectionProps {
  showAddress: boolean;
  isMobile: boolean;
  formatPhone: FormatPhone;
}

/** Contact Information: home address (when asked here), phone with its confirmation, mobile and e-mail. */
export function ContactInformationSection({
  register,
  errors,
  options,
  texts,
  showAddress,
  isMobile,
  formatPhone,
}: ContactInformationSectionProps) {
  const looseRegister = registerByPath(register);
  const looseErrors = errors as FieldErrors<FieldValues>;
  return (
    <section aria-labelledby="contact-information" className={styles.section}>
      <h2 id="contact-information" className={styles.sectionHeading}>
        Contact Information
      </h2>
      {showAddress ? (
        <AddressFields
          register={looseRegister}
          errors={looseErrors}
          selectPlaceholder={options.selectPlaceholder}
          withCounty
        />
      ) : null}
      <PhoneFields
        register={looseRegister}
        errors={looseErrors}
        hint="For example, (513) 555-0142."
        onFormat={formatPhone}
      />
      <Radios
        name="isMobileNum"
        legend="Is this a mobile number?"
        inline
        options={yesNoOptions(options)}
        inputProps={register('isMobileNum')}
        error={errors.isMobileNum?.message}
      />
      {isMobile ? (
        <div className={styles.reveal}>
          <SingleCheckbox
            id="isMobileConsentChecked"
            label={texts.textingConsentLabel}
            hint={texts.textingConsentHint}
            inputProps={register('isMobileConsentChecked')}
          />
        </div>
      ) : null}
      <TextInput
        {...register('emailAddress', { deps: ['confirmEmail'] })}
        label="Email address"
        hint="We send the confirmation and any changes to this address."
        type="email"
        autoComplete="email"
        maxLength={PATIENT_LIMITS.email}
        error={errors.emailAddress?.message}
      />
      <TextInput
        {...register('confirmEmail')}
        label="Confirm email address"
        type="email"
        autoComplete="off"
        maxLength={PATIENT_LIMITS.email}
        error={errors.confirmEmail?.message}
      />
    </section>
  );
}
