import { type GeneralConsent, generalConsent } from '@hs/content';
import { Radios } from '@/components/ui/radios';
import { ConsentText } from '@/features/schedule/components/consent-text';
import { useContentSchemaForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createGeneralConsentSchema,
  type GeneralConsentValues,
} from '@/features/schedule/model/consent-questions-schema';
import { SubPageForm } from './sub-page-form';
import { yesNoOptions } from './sub-page-props';
import { type ContentFormProps, withContent } from './with-content';

/** generalConsent: the no-show policy, health information exchange and patient portal, each Yes or No. */
export const GeneralConsentPage = withContent(generalConsent, 'schedule.loadingConsent', GeneralConsentForm);

function GeneralConsentForm({ content, ...page }: ContentFormProps<GeneralConsentValues, GeneralConsent>) {
  const form = useContentSchemaForm(createGeneralConsentSchema, content.questions, page);
  const { register, formState } = form;
  return (
    <SubPageForm page={page} form={form}>
      <ConsentText document={content.document} />
      {content.questions.map((question) => (
        <Radios
          key={question.field}
          name={question.field}
          legend={question.legend}
          hint={question.hint}
          inline
          options={yesNoOptions(page.context.options)}
          inputProps={register(question.field)}
          error={formState.errors[question.field]?.message}
        />
      ))}
    </SubPageForm>
  );
}
