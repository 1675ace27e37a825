import { type InsuranceStepConfig, insuranceStepConfig } from '@hs/content';
import { useMemo } from 'react';
import styles from '@/features/schedule/components/form-sections.module.css';
import { type TextFieldSpec, TextFields } from '@/features/schedule/components/text-fields';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createSimpleInsuranceSchema,
  type SimpleInsuranceValues,
} from '@/features/schedule/model/simple-insurance-schema';
import { translate } from '@/lib/i18n/i18n';
import { CARD_NUMBER_INPUT, HasInsuranceQuestion, insuranceRulesFor, StateIssuedIdField } from './insurance-questions';
import { SubPageForm } from './sub-page-form';
import { type ContentFormProps, withContent } from './with-content';

const CARD_FIELDS: readonly TextFieldSpec<'insuranceCarrier' | 'cardholderIdNumber' | 'groupNumber'>[] = [
  {
    name: 'insuranceCarrier',
    get label() {
      return translate('schedule.field.carrier');
    },
  },
  {
    name: 'cardholderIdNumber',
    get label() {
      return translate('schedule.field.cardholderId');
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

/** simpleInsurance: carrier, cardholder ID, group number and (when configured) a state-issued ID. */
export const SimpleInsurancePage = withContent(insuranceStepConfig, 'schedule.loadingForm', SimpleInsuranceForm);

function SimpleInsuranceForm({
  content: config,
  ...page
}: ContentFormProps<SimpleInsuranceValues, InsuranceStepConfig>) {
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
            <TextFields fields={CARD_FIELDS} register={register} error={(name) => errors[name]?.message} />
          </div>
        )}
      </HasInsuranceQuestion>
      {askStateIssuedId ? <StateIssuedIdField form={form} /> : null}
    </SubPageForm>
  );
}
