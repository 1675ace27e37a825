import { type InsuranceStepConfig, insuranceStepConfig } from '@hs/content';
import { PATIENT_LIMITS } from '@hs/domain';
import { type FocusEvent, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import styles from '@/features/schedule/components/form-sections.module.css';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createInsuranceSchema,
  EMPTY_POLICY,
  formatMedicareId,
  HAS_INSURANCE,
  type InsuranceValues,
} from '@/features/schedule/model/insurance-schema';
import { translate } from '@/lib/i18n/i18n';
import { HasInsuranceQuestion, insuranceRulesFor, StateIssuedIdField } from './insurance-questions';
import { PolicyFields } from './policy-fields';
import { SubPageForm } from './sub-page-form';
import { type SubPageContext, yesNoOptions } from './sub-page-props';
import { type ContentFormProps, withContent } from './with-content';

/** insurance: 'yes' reveals the policy; a secondary policy can be added and removed; Medicare may be forced. */
export const InsurancePage = withContent(insuranceStepConfig, 'schedule.loadingForm', InsuranceForm);

function InsuranceForm({ content: config, ...page }: ContentFormProps<InsuranceValues, InsuranceStepConfig>) {
  const { initial, context } = page;
  const { settings, medicareForced } = insuranceRulesFor(config, context);
  const schema = useMemo(() => createInsuranceSchema({ settings, medicareForced }), [settings, medicareForced]);
  const start = useMemo(
    () => (medicareForced ? forcedMedicareStart(initial, context) : initial),
    [initial, medicareForced, context],
  );
  const form = useSubPageForm(schema, { ...page, initial: start });
  const { register, formState, watch, setValue, setFocus } = form;
  const errors = formState.errors;
  const addButton = useRef<HTMLButtonElement>(null);
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
  const policy = (which: 'primary' | 'secondary') => ({
    which,
    register,
    errors,
    options: context.options,
    askClaimsAddress: settings.askClaimsAddress,
    relation: watch(`${which}.relation`),
    sendsInvoice: watch(`${which}.sendInvoiceTo`).trim() !== '',
  });
  const yesNo = (name: 'hasMedicare' | 'hasMedicaid' | 'hasReferral', legend: string) => (
    <Radios
      name={name}
      legend={legend}
      inline
      options={yesNoOptions(context.options)}
      inputProps={register(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <SubPageForm page={page} form={form}>
      <HasInsuranceQuestion form={form} medicareNotice={medicareForced ? config.medicareRecipientNotice : undefined}>
        {() => (
          <>
            {settings.askMedicare && !medicareForced
              ? yesNo('hasMedicare', translate('schedule.field.hasMedicare'))
              : null}
            {settings.askMedicare && medicare ? (
              <TextInput
                {...medicareIdField}
                label={translate('schedule.field.medicareId')}
                hint={translate('schedule.field.medicareIdHint')}
                width="medium"
                autoComplete="off"
                maxLength={PATIENT_LIMITS.medicareId}
                error={errors.medicareBeneficiaryId?.message}
              />
            ) : null}
            {settings.askMedicaid ? yesNo('hasMedicaid', translate('schedule.field.hasMedicaid')) : null}
            {settings.askReferral ? yesNo('hasReferral', translate('schedule.field.hasReferral')) : null}
            <PolicyFields {...policy('primary')} title={translate('schedule.section.primaryInsurance')} />
            {settings.allowSecondaryInsurance && secondary ? (
              <>
                <PolicyFields {...policy('secondary')} title={translate('schedule.section.secondaryInsurance')} />
                <div className={styles.cardActions}>
                  <Button variant="secondary" onClick={removeSecondary}>
                    {translate('schedule.removeSecondary')}
                  </Button>
                </div>
              </>
            ) : null}
            {settings.allowSecondaryInsurance && !secondary ? (
              <div className={styles.cardActions}>
                <Button ref={addButton} variant="secondary" onClick={addSecondary}>
                  {translate('schedule.addSecondary')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </HasInsuranceQuestion>
      {settings.askStateIssuedId ? <StateIssuedIdField form={form} /> : null}
    </SubPageForm>
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
