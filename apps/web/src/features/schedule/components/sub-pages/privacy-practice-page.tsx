import { type PrivacyPractice, privacyPractice } from '@hs/content';
import { Radios } from '@/components/ui/radios';
import { ConsentText } from '@/features/schedule/components/consent-text';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import { type PrivacyPracticeValues, privacyPracticeSchema } from '@/features/schedule/model/consent-questions-schema';
import { SubPageForm } from './sub-page-form';
import { yesNoOptions } from './sub-page-props';
import { type ContentFormProps, withContent } from './with-content';

/** privacyPractice: the Notice of Privacy Practices and its Yes/No acknowledgement. */
export const PrivacyPracticePage = withContent(privacyPractice, 'schedule.loadingNotice', PrivacyPracticeForm);

function PrivacyPracticeForm({ content, ...page }: ContentFormProps<PrivacyPracticeValues, PrivacyPractice>) {
  const form = useSubPageForm(privacyPracticeSchema, page);
  const { register, formState } = form;
  return (
    <SubPageForm page={page} form={form}>
      <ConsentText document={content.document} />
      <Radios
        name="privacyPractice"
        legend={content.legend}
        inline
        options={yesNoOptions(page.context.options)}
        inputProps={register('privacyPractice')}
        error={formState.errors.privacyPractice?.message}
      />
    </SubPageForm>
  );
}
