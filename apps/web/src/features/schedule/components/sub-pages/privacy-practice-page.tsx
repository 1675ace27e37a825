import { type PrivacyPractice, privacyPractice } from '@hs/content';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { useContent } from '../../../../lib/content/use-content';
import { type PrivacyPracticeValues, privacyPracticeSchema } from '../../model/consent-questions-schema';
import { ConsentText } from '../consent-text';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { type SubPageProps, yesNoOptions } from './sub-page-props';

/** privacyPractice: the Notice of Privacy Practices and its Yes/No acknowledgement. */
export function PrivacyPracticePage(props: SubPageProps<PrivacyPracticeValues>) {
  const content = useContent(privacyPractice);
  if (!content.data) return <Spinner label="Loading the notice" />;
  return <PrivacyPracticeForm {...props} content={content.data} />;
}

function PrivacyPracticeForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  content,
}: SubPageProps<PrivacyPracticeValues> & { content: PrivacyPractice }) {
  const { register, handleSubmit, formState } = useSubPageForm({ schema: privacyPracticeSchema, initial, onDraft });
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={formState.errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      <ConsentText document={content.document} />
      <Radios
        name="privacyPractice"
        legend={content.legend}
        inline
        options={yesNoOptions(context.options)}
        inputProps={register('privacyPractice')}
        error={formState.errors.privacyPractice?.message}
      />
    </StepForm>
  );
}
