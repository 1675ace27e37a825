import { type GeneralConsent, generalConsent } from '@hs/content';
import { useMemo } from 'react';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { useContent } from '../../../../lib/content/use-content';
import { createGeneralConsentSchema, type GeneralConsentValues } from '../../model/consent-questions-schema';
import { ConsentText } from '../consent-text';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { type SubPageProps, yesNoOptions } from './sub-page-props';

/** generalConsent: the no-show policy, health information exchange and patient portal, each Yes or No. */
export function GeneralConsentPage(props: SubPageProps<GeneralConsentValues>) {
  const content = useContent(generalConsent);
  if (!content.data) return <Spinner label="Loading the consent" />;
  return <GeneralConsentForm {...props} content={content.data} />;
}

function GeneralConsentForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  content,
}: SubPageProps<GeneralConsentValues> & { content: GeneralConsent }) {
  const schema = useMemo(() => createGeneralConsentSchema(content.questions), [content.questions]);
  const { register, handleSubmit, formState } = useSubPageForm({ schema, initial, onDraft });
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={formState.errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      <ConsentText document={content.document} />
      {content.questions.map((question) => (
        <Radios
          key={question.field}
          name={question.field}
          legend={question.legend}
          hint={question.hint}
          inline
          options={yesNoOptions(context.options)}
          inputProps={register(question.field)}
          error={formState.errors[question.field]?.message}
        />
      ))}
    </StepForm>
  );
}
