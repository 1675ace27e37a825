import { type InsuranceStepConfig, insuranceStepConfig } from '@hs/content';
import { useMemo } from 'react';
import { TextInput } from '@/components/ui/text-input';
import styles from '@/features/schedule/components/form-sections.module.css';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createSimpleInsuranceSchema,
  type SimpleInsuranceValues,
} from '@/features/schedule/model/simple-insurance-schema';
import { HasInsuranceQuestion, insuranceRulesFor, StateIssuedIdField } from './insurance-questions';
import { SubPageForm } from './sub-page-form';
import type { SubPageProps } from './sub-page-props';
import { withContent } from './with-content';

/** simpleInsurance: carrier, cardholder ID, group number and (when configured) a state-issued ID. */
export const SimpleInsurancePage = withContent(insuranceStepConfig, 'Loading the form', SimpleInsuranceForm);

function SimpleInsuranceForm({
  content: config,
  ...page
}: SubPageProps<SimpleInsuranceValues> & { content: InsuranceStepConfig }) {
  const { settings, medicareForced } = insuranceRulesFor(config, page.context);
  const askStateIssuedId = settings.askStateIssuedId;
  const schema = useMemo(
    () => createSimpleInsuranceSchema({ askStateIssuedId, medicareForced }),
    [askStateIssuedId, medicareForced],
  );
  const form = useSubPageForm(schema, page);
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <SubPageForm page={page} form={form}>
      <HasInsuranceQuestion form={form} medicareNotice={medicareForced ? config.medicareRecipientNotice : undefined}>
        {() => (
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
        )}
      </HasInsuranceQuestion>
      {askStateIssuedId ? <StateIssuedIdField form={form} /> : null}
    </SubPageForm>
  );
}
