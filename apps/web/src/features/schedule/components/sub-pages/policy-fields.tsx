import type { PatientFormOptions } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import { AddressFields, errorAt } from '@/features/schedule/components/address-fields';
import { registerByPath } from '@/features/schedule/components/form-paths';
import { FormSection } from '@/features/schedule/components/form-section';
import styles from '@/features/schedule/components/form-sections.module.css';
import { type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import {
  type InsuranceValues,
  OTHER_POLICY_HOLDER,
  type PolicyValues,
} from '@/features/schedule/model/insurance-schema';
import { translate } from '@/lib/i18n/i18n';
import { CARD_NUMBER_INPUT } from './insurance-questions';

export interface PolicyFieldsProps {
  which: 'primary' | 'secondary';
  title: string;
  register: UseFormRegister<InsuranceValues>;
  errors: FieldErrors<InsuranceValues>;
  options: PatientFormOptions;
  relation: string;
  askClaimsAddress: boolean;
  sendsInvoice: boolean;
}

const CARD_FIELDS: readonly TextFieldSpec<keyof PolicyValues>[] = [
  {
    name: 'insuranceCarrier',
    get label() {
      return translate('schedule.field.carrier');
    },
    get hint() {
      return translate('schedule.field.carrierHint');
    },
    maxLength: PATIENT_LIMITS.insuranceCarrier,
  },
  {
    name: 'memberId',
    get label() {
      return translate('schedule.field.memberId');
    },
    ...CARD_NUMBER_INPUT,
  },
  {
    name: 'groupNumber',
    get label() {
      return translate('schedule.field.groupNumber');
    },
    ...CARD_NUMBER_INPUT,
  },
];

const POLICY_HOLDER_NAMES: readonly TextFieldSpec<keyof PolicyValues>[] = [
  {
    name: 'policyHolderFirstName',
    get label() {
      return translate('schedule.field.policyHolderFirstName');
    },
    autoComplete: 'off',
  },
  {
    name: 'policyHolderLastName',
    get label() {
      return translate('schedule.field.policyHolderLastName');
    },
    autoComplete: 'off',
  },
];

/** One insurance policy (primary or secondary): carrier, IDs, and who holds the policy. */
export function PolicyFields({
  which,
  title,
  register,
  errors,
  options,
  relation,
  askClaimsAddress,
  sendsInvoice,
}: PolicyFieldsProps) {
  const name = <K extends string>(field: K) => `${which}.${field}` as const;
  const error = (field: string) => errorAt(errors as FieldErrors<FieldValues>, name(field));
  const loose = registerByPath(register);
  const field = (part: keyof PolicyValues) => loose(name(part));
  return (
    <FormSection id={`${which}-policy`} title={title}>
      <TextFields fields={CARD_FIELDS} register={field} error={error} />
      <Radios
        name={name('relation')}
        legend={translate('schedule.field.policyHolder')}
        options={options.policyHolderRelations}
        inputProps={field('relation')}
        error={error('relation')}
      />
      {relation === OTHER_POLICY_HOLDER ? (
        <div className={styles.reveal}>
          <TextFields fields={POLICY_HOLDER_NAMES} register={field} error={error} />
          <Radios
            name={name('policyHolderSex')}
            legend={translate('schedule.field.policyHolderSex')}
            inline
            options={options.sexAssignedAtBirth}
            inputProps={field('policyHolderSex')}
            error={error('policyHolderSex')}
          />
        </div>
      ) : null}
      <TextInput
        {...field('personCode')}
        label={translate('schedule.field.personCode')}
        hint={translate('schedule.field.personCodeHint')}
        width="short"
        autoComplete="off"
        error={error('personCode')}
      />
      {askClaimsAddress ? (
        <>
          <TextInput
            {...field('sendInvoiceTo')}
            label={translate('schedule.field.billTo')}
            hint={translate('schedule.field.billToHint')}
            maxLength={PATIENT_LIMITS.providerName}
            error={error('sendInvoiceTo')}
          />
          {sendsInvoice ? (
            <div className={styles.reveal}>
              <AddressFields
                register={loose}
                errors={errors as FieldErrors<FieldValues>}
                prefix={`${which}.claimsAddress.`}
                selectPlaceholder={options.selectPlaceholder}
                withCounty={false}
                whose="billing"
                autoCompleteSection={null}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
}
