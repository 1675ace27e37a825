import { PATIENT_LIMITS } from '@hs/domain';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { AddressFields } from '@/features/schedule/components/address-fields';
import { registerByPath } from '@/features/schedule/components/form-paths';
import { FormSection } from '@/features/schedule/components/form-section';
import styles from '@/features/schedule/components/form-sections.module.css';
import { PhoneFields } from '@/features/schedule/components/phone-fields';
import { SingleCheckbox } from '@/features/schedule/components/single-checkbox';
import { type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import { translate } from '@/lib/i18n/i18n';
import type { FormatPhone, PatientDetailsSectionProps } from './patient-details-section-props';
import { yesNoOptions } from './sub-page-props';

type EmailField = 'emailAddress' | 'confirmEmail';

const EMAIL_INPUT = { type: 'email', maxLength: PATIENT_LIMITS.email } as const;

const EMAIL_FIELDS: readonly TextFieldSpec<EmailField>[] = [
  {
    name: 'emailAddress',
    get label() {
      return translate('schedule.field.email');
    },
    get hint() {
      return translate('schedule.field.emailHint');
    },
    autoComplete: 'email',
    ...EMAIL_INPUT,
  },
  {
    name: 'confirmEmail',
    get label() {
      return translate('schedule.field.confirmEmail');
    },
    autoComplete: 'off',
    ...EMAIL_INPUT,
  },
];

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
    <FormSection id="contact-information" title={translate('schedule.section.contact')}>
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
        hint={translate('schedule.field.phoneHint')}
        onFormat={formatPhone}
      />
      <Radios
        name="isMobileNum"
        legend={translate('schedule.field.isMobile')}
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
      <TextFields
        fields={EMAIL_FIELDS}
        // A changed address checks its confirmation again.
        register={(name) => register(name, name === 'emailAddress' ? { deps: ['confirmEmail'] } : undefined)}
        error={(name) => errors[name]?.message}
      />
    </FormSection>
  );
}
