import type { InsuranceGroupSettings, InsuranceStepConfig } from '@hs/content';
import type { ReactNode } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import styles from '@/features/schedule/components/form-sections.module.css';
import { isMedicareRecipient } from '@/features/schedule/model/booking-payload';
import { HAS_INSURANCE } from '@/features/schedule/model/insurance-schema';
import { translate } from '@/lib/i18n/i18n';
import type { SubPageContext } from './sub-page-props';

/** Settings of the form's group, and whether the prescreen said the patient receives Medicare. */
export function insuranceRulesFor(config: InsuranceStepConfig, context: SubPageContext) {
  const settings: InsuranceGroupSettings = config.groups[context.plan.group] ?? config.defaults;
  const medicareForced = isMedicareRecipient(context.scheduler.prescreenAnswers, config.medicareRecipientAnswer);
  return { settings, medicareForced };
}

/** Numbers off an insurance or ID card: mid-width, and not the browser's to fill in. */
export const CARD_NUMBER_INPUT = { width: 'medium', autoComplete: 'off' } as const;

const HAS_INSURANCE_OPTIONS = [
  { value: HAS_INSURANCE.yes, label: 'Yes' },
  { value: HAS_INSURANCE.no, label: 'No' },
];

/** What the full and the simple insurance forms both ask. */
interface InsuranceQuestionValues {
  hasPrimaryInsurance: string;
  stateIssuedId: string;
}

export interface InsuranceQuestionProps<T extends InsuranceQuestionValues> {
  form: UseFormReturn<T>;
}

/** The field's registration and message; the form's own type names it, but TypeScript cannot see that. */
function field<T extends InsuranceQuestionValues>(form: UseFormReturn<T>, name: keyof InsuranceQuestionValues) {
  const errors = form.formState.errors as FieldErrors<InsuranceQuestionValues>;
  return { registration: form.register(name as Path<T>), error: errors[name]?.message };
}

export interface HasInsuranceQuestionProps<T extends InsuranceQuestionValues> extends InsuranceQuestionProps<T> {
  /** Given when the prescreen said the patient receives Medicare: insured then, they are told so instead. */
  medicareNotice: string | undefined;
  /** The insurance fields; built only once the patient is insured, so their fields are registered only then. */
  children: () => ReactNode;
}

/** Whether the patient has insurance; a Medicare recipient is not asked but told why. */
export function HasInsuranceQuestion<T extends InsuranceQuestionValues>({
  form,
  medicareNotice,
  children,
}: HasInsuranceQuestionProps<T>) {
  if (medicareNotice !== undefined) {
    return (
      <>
        <Alert name="medicare-notice" variant="info" className={styles.notice}>
          {medicareNotice}
        </Alert>
        {children()}
      </>
    );
  }
  const { registration, error } = field(form, 'hasPrimaryInsurance');
  const insured = form.watch('hasPrimaryInsurance' as Path<T>) === HAS_INSURANCE.yes;
  return (
    <>
      <Radios
        name="hasPrimaryInsurance"
        legend={translate('schedule.field.hasInsurance')}
        inline
        options={HAS_INSURANCE_OPTIONS}
        inputProps={registration}
        error={error}
      />
      {insured ? children() : null}
    </>
  );
}

/** The state ID or social security number some state programs need. */
export function StateIssuedIdField<T extends InsuranceQuestionValues>({ form }: InsuranceQuestionProps<T>) {
  const { registration, error } = field(form, 'stateIssuedId');
  return (
    <TextInput
      {...registration}
      label={translate('schedule.field.stateId')}
      hint={translate('schedule.field.stateIdHint')}
      {...CARD_NUMBER_INPUT}
      error={error}
    />
  );
}
