import { type InsuranceGroupSettings, type InsuranceStepConfig, insuranceStepConfig } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FocusEvent, useMemo, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { TextInput } from '../../../../components/ui/text-input';
import { useContent } from '../../../../lib/content/use-content';
import { isMedicareRecipient } from '../../model/booking-payload';
import {
  createInsuranceSchema,
  EMPTY_POLICY,
  formatMedicareId,
  HAS_INSURANCE,
  type InsuranceValues,
} from '../../model/insurance-schema';
import styles from '../form-sections.module.css';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { PolicyFields } from './policy-fields';
import { type SubPageContext, type SubPageProps, yesNoOptions } from './sub-page-props';

export const HAS_INSURANCE_OPTIONS = [
  { value: HAS_INSURANCE.yes, label: 'Yes' },
  { value: HAS_INSURANCE.no, label: 'No' },
];

/** Settings of the form's group, and whether the prescreen said the patient receives Medicare. */
export function insuranceRulesFor(config: InsuranceStepConfig, context: SubPageContext) {
  const settings: InsuranceGroupSettings = config.groups[context.plan.group] ?? config.defaults;
  const medicareForced = isMedicareRecipient(context.scheduler.prescreenAnswers, config.medicareRecipientAnswer);
  return { settings, medicareForced };
}

/** insurance: 'yes' reveals the policy; a secondary policy can be added and removed; Medicare may be forced. */
export function InsurancePage(props: SubPageProps<InsuranceValues>) {
  const config = useContent(insuranceStepConfig);
  if (!config.data) return <Spinner label="Loading the form" />;
  return <InsuranceForm {...props} config={config.data} />;
}

function InsuranceForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  config,
}: SubPageProps<InsuranceValues> & { config: InsuranceStepConfig }) {
  const { settings, medicareForced } = insuranceRulesFor(config, context);
  const schema = useMemo(() => createInsuranceSchema({ settings, medicareForced }), [settings, medicareForced]);
  const start = useMemo(
    () => (medicareForced ? forcedMedicareStart(initial, context) : initial),
    [initial, medicareForced, context],
  );
  const { register, handleSubmit, formState, watch, setValue, setFocus } = useSubPageForm({
    schema,
    initial: start,
    onDraft,
  });
  const errors = formState.errors;
  const addButton = useRef<HTMLButtonElement>(null);
  const insured = medicareForced || watch('hasPrimaryInsurance') === HAS_INSURANCE.yes;
  const medicare = medicareForced || watch('hasMedicare') === 'Yes';
  const secondary = watch('hasSecondaryInsurance');

  const addSecondary = () => {
    setValue('hasSecondaryInsurance', true);
    setTimeout(() => setFocus('secondary.insuranceCarrier'), 0);
  };
  const removeSecondary = () => {
    setValue('hasSecondaryInsurance', false);
    setValue('secondary', EMPTY_POLICY);
    setTimeout(() => addButton.current?.focus(), 0);
  };
  const medicareIdRegistration = register('medicareBeneficiaryId');
  const medicareIdField = {
    ...medicareIdRegistration,
    // Typed with or without dashes, shown as 4-3-4 once left.
    onBlur: async (event: FocusEvent<HTMLInputElement>) => {
      setValue('medicareBeneficiaryId', formatMedicareId(event.target.value));
      await medicareIdRegistration.onBlur(event);
    },
  };
  const policy = { register, errors, options: context.options, askClaimsAddress: settings.askClaimsAddress };

  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      {medicareForced ? (
        <Alert variant="info" className={styles.notice}>
          {config.medicareRecipientNotice}
        </Alert>
      ) : (
        <Radios
          name="hasPrimaryInsurance"
          legend="Does the patient have health insurance?"
          inline
          options={HAS_INSURANCE_OPTIONS}
          inputProps={register('hasPrimaryInsurance')}
          error={errors.hasPrimaryInsurance?.message}
        />
      )}
      {insured ? (
        <>
          {settings.askMedicare && !medicareForced ? (
            <Radios
              name="hasMedicare"
              legend="Does the patient have Medicare?"
              inline
              options={yesNoOptions(context.options)}
              inputProps={register('hasMedicare')}
              error={errors.hasMedicare?.message}
            />
          ) : null}
          {settings.askMedicare && medicare ? (
            <TextInput
              {...medicareIdField}
              label="Medicare Beneficiary Identifier (optional)"
              hint="11 letters and numbers, for example 1EG4-TE5-MK73."
              width="medium"
              autoComplete="off"
              maxLength={PATIENT_LIMITS.medicareId}
              error={errors.medicareBeneficiaryId?.message}
            />
          ) : null}
          {settings.askMedicaid ? (
            <Radios
              name="hasMedicaid"
              legend="Does the patient have Medicaid?"
              inline
              options={yesNoOptions(context.options)}
              inputProps={register('hasMedicaid')}
              error={errors.hasMedicaid?.message}
            />
          ) : null}
          {settings.askReferral ? (
            <Radios
              name="hasReferral"
              legend="Was the patient referred by a physician?"
              inline
              options={yesNoOptions(context.options)}
              inputProps={register('hasReferral')}
              error={errors.hasReferral?.message}
            />
          ) : null}
          <PolicyFields
            {...policy}
            which="primary"
            title="Primary Insurance"
            relation={watch('primary.relation')}
            sendsInvoice={watch('primary.sendInvoiceTo').trim() !== ''}
          />
          {settings.allowSecondaryInsurance && secondary ? (
            <>
              <PolicyFields
                {...policy}
                which="secondary"
                title="Secondary Insurance"
                relation={watch('secondary.relation')}
                sendsInvoice={watch('secondary.sendInvoiceTo').trim() !== ''}
              />
              <div className={styles.cardActions}>
                <Button variant="secondary" onClick={removeSecondary}>
                  Remove secondary insurance
                </Button>
              </div>
            </>
          ) : null}
          {settings.allowSecondaryInsurance && !secondary ? (
            <div className={styles.cardActions}>
              <Button ref={addButton} variant="secondary" onClick={addSecondary}>
                Add secondary insurance
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {settings.askStateIssuedId ? (
        <TextInput
          {...register('stateIssuedId')}
          label="State ID or social security number (optional)"
          hint="Some state programs need one of these to cover the visit."
          width="medium"
          autoComplete="off"
          error={errors.stateIssuedId?.message}
        />
      ) : null}
    </StepForm>
  );
}

/** A Medicare recipient starts with insurance and Medicare answered, Medicare as the carrier, and the prescreen's ID. */
function forcedMedicareStart(initial: InsuranceValues, context: SubPageContext): InsuranceValues {
  const prescreenId = context.scheduler.prescreenAnswers?.medicareBeneficiaryId;
  return {
    ...initial,
    hasPrimaryInsurance: HAS_INSURANCE.yes,
    hasMedicare: 'Yes',
    medicareBeneficiaryId: initial.medicareBeneficiaryId || (typeof prescreenId === 'string' ? prescreenId : ''),
    primary: { ...initial.primary, insuranceCarrier: initial.primary.insuranceCarrier || 'Medicare' },
  };
}
