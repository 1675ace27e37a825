import { PATIENT_LIMITS } from '@hs/domain';
import type { FocusEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { Radios } from '../../../../components/ui/radios';
import { TextInput } from '../../../../components/ui/text-input';
import { AddressFields } from '../address-fields';
import styles from '../form-sections.module.css';
import { SingleCheckbox } from '../single-checkbox';
import type { FormatPhoneOnBlur, PatientDetailsSectionProps } from './patient-details-section-props';
import { yesNoOptions } from './sub-page-props';

export interface ContactInformationSectionProps extends PatientDetailsSectionProps {
  showAddress: boolean;
  isMobile: boolean;
  formatPhoneOnBlur: FormatPhoneOnBlur;
}

/** Contact Information: home address (when asked here), phone with its confirmation, mobile and e-mail. */
export function ContactInformationSection({
  register,
  errors,
  options,
  texts,
  showAddress,
  isMobile,
  formatPhoneOnBlur,
}: ContactInformationSectionProps) {
  const phone = (name: 'phoneNumber' | 'confirmPhone') => {
    const registered = register(name, name === 'phoneNumber' ? { deps: ['confirmPhone'] } : undefined);
    const { onBlur } = formatPhoneOnBlur(name);
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        onBlur();
        await registered.onBlur(event);
      },
    };
  };
  return (
    <section aria-labelledby="contact-information" className={styles.section}>
      <h2 id="contact-information" className={styles.sectionHeading}>
        Contact Information
      </h2>
      {showAddress ? (
        <AddressFields
          register={register as unknown as UseFormRegister<FieldValues>}
          errors={errors as FieldErrors<FieldValues>}
          selectPlaceholder={options.selectPlaceholder}
          withCounty
        />
      ) : null}
      <TextInput
        {...phone('phoneNumber')}
        label="Phone number"
        hint="For example, (513) 555-0142."
        type="tel"
        autoComplete="tel-national"
        width="medium"
        maxLength={PATIENT_LIMITS.phone}
        error={errors.phoneNumber?.message}
      />
      <TextInput
        {...phone('confirmPhone')}
        label="Confirm phone number"
        type="tel"
        autoComplete="off"
        width="medium"
        maxLength={PATIENT_LIMITS.phone}
        error={errors.confirmPhone?.message}
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
