import { PATIENT_LIMITS, PROVIDER_INFORMATION_FIELDS } from '@hs/domain';
import type { FocusEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
import { AddressFields } from '@/features/schedule/components/address-fields';
import { registerByPath } from '@/features/schedule/components/form-paths';
import { FormSection } from '@/features/schedule/components/form-section';
import styles from '@/features/schedule/components/form-sections.module.css';
import { type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import { cx } from '@/lib/browser/class-names';
import { translate } from '@/lib/i18n/i18n';
import type { FormatPhone, PatientDetailsSectionProps } from './patient-details-section-props';

const PROVIDER_ADDRESS_NAMES = {
  line1: 'providerAddressLineOne',
  line2: 'providerAddressLineTwo',
  city: 'providerCity',
  state: 'providerState',
  zip: 'providerZipCode',
};

type ProviderPhoneField = 'providerPhoneNumber' | 'providerFax';

/** Someone else's numbers: the browser cannot fill them in. */
const PHONE_INPUT = { type: 'tel', autoComplete: 'off', maxLength: PATIENT_LIMITS.phone } as const;

const PROVIDER_PHONES: readonly TextFieldSpec<ProviderPhoneField>[] = [
  {
    name: 'providerPhoneNumber',
    get label() {
      return translate('schedule.field.providerPhone');
    },
    ...PHONE_INPUT,
  },
  {
    name: 'providerFax',
    get label() {
      return translate('schedule.field.providerFax');
    },
    ...PHONE_INPUT,
  },
];

/** Provider Information (optional): the primary healthcare provider; its address is all or nothing (§5). */
export function ProviderInformationSection({
  register,
  errors,
  options,
  texts,
  formatPhone,
}: PatientDetailsSectionProps & { formatPhone: FormatPhone }) {
  // The section's rules look at all its fields together, so a change to one re-checks the rest.
  const deps = (name: string) => PROVIDER_INFORMATION_FIELDS.filter((field) => field !== name);
  const phone = (name: ProviderPhoneField) => {
    const registered = register(name, { deps: deps(name) });
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        formatPhone(name);
        await registered.onBlur(event);
      },
    };
  };
  const byPath = registerByPath(register);
  const looseRegister: UseFormRegister<FieldValues> = (name, options) => byPath(name, { ...options, deps: deps(name) });
  return (
    <FormSection
      id="provider-information"
      title={translate('schedule.section.provider')}
      intro={texts.providerInformationHint}
    >
      <TextInput
        {...register('primaryHealthcareProvider', { deps: deps('primaryHealthcareProvider') })}
        label={translate('schedule.field.providerName')}
        maxLength={PATIENT_LIMITS.providerName}
        autoComplete="off"
        error={errors.primaryHealthcareProvider?.message}
      />
      <AddressFields
        register={looseRegister}
        errors={errors as FieldErrors<FieldValues>}
        names={PROVIDER_ADDRESS_NAMES}
        selectPlaceholder={options.selectPlaceholder}
        withCounty={false}
        whose="provider"
        autoCompleteSection={null}
      />
      <div className={cx(styles.row, styles.wideRow)}>
        <TextFields fields={PROVIDER_PHONES} register={phone} error={(name) => errors[name]?.message} />
      </div>
    </FormSection>
  );
}
