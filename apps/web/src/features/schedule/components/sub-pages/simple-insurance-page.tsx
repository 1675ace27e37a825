import { type InsuranceStepConfig, insuranceStepConfig } from '@hs/content';
import { useMemo } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { TextInput } from '../../../../components/ui/text-input';
import { useContent } from '../../../../lib/content/use-content';
import { HAS_INSURANCE } from '../../model/insurance-schema';
import { createSimpleInsuranceSchema, type SimpleInsuranceValues } from '../../model/simple-insurance-schema';
import styles from '../form-sections.module.css';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { HAS_INSURANCE_OPTIONS, insuranceRulesFor } from './insurance-page';
import type { SubPageProps } from './sub-page-props';

/** simpleInsurance: carrier, cardholder ID, group number and (when configured) a state-issued ID. */
export function SimpleInsurancePage(props: SubPageProps<SimpleInsuranceValues>) {
  const config = useContent(insuranceStepConfig);
  if (!config.data) return <Spinner label="Loading the form" />;
  return <SimpleInsuranceForm {...props} config={config.data} />;
}

function SimpleInsuranceForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  config,
}: SubPageProps<SimpleInsuranceValues> & { config: InsuranceStepConfig }) {
  const { settings, medicareForced } = insuranceRulesFor(config, context);
  const askStateIssuedId = settings.askStateIssuedId;
  const schema = useMemo(
    () => createSimpleInsuranceSchema({ askStateIssuedId, medicareForced }),
    [askStateIssuedId, medicareForced],
  );
  const { register, handleSubmit, formState, watch } = useSubPageForm({ schema, initial, onDraft });
  const errors = formState.errors;
  const insured = medicareForced || watch('hasPrimaryInsurance') === HAS_INSURANCE.yes;
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
        <div className={styles.reveal}>
          <TextInput
            {...register('insuranceCarrier')}
            label="Insurance company"
            error={errors.insuranceCarrier?.message}
          />
          <TextInput
            {...register('cardholderIdNumber')}
            label="Cardholder ID number"
            width="medium"
            autoComplete="off"
            error={errors.cardholderIdNumber?.message}
          />
          <TextInput
            {...register('groupNumber')}
            label="Group number (optional)"
            width="medium"
            autoComplete="off"
            error={errors.groupNumber?.message}
          />
        </div>
      ) : null}
      {askStateIssuedId ? (
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
