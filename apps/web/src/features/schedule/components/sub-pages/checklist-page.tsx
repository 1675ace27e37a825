import { type Checklist, checklists } from '@hs/content';
import { useMemo } from 'react';
import { Checkboxes } from '../../../../components/ui/checkboxes';
import { Spinner } from '../../../../components/ui/spinner';
import { useContent } from '../../../../lib/content/use-content';
import { type ChecklistValues, createChecklistSchema } from '../../model/checklist-schema';
import { asChoices, hasOther } from '../../model/choice-list';
import { OtherText, withOtherOption } from '../other-text';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import type { SubPageProps } from './sub-page-props';

/** appointmentGoals and survey: a checklist with an optional Other box (§5 "Checklists"). */
export function ChecklistPage(props: SubPageProps<ChecklistValues>) {
  const content = useContent(checklists);
  if (!content.data) return <Spinner label="Loading the form" />;
  const checklist = props.page === 'survey' ? content.data.survey : content.data.appointmentGoals;
  return <ChecklistForm {...props} checklist={checklist} />;
}

function ChecklistForm({
  heading,
  initial,
  footer,
  onDraft,
  onContinue,
  checklist,
}: SubPageProps<ChecklistValues> & { checklist: Checklist }) {
  const schema = useMemo(() => createChecklistSchema(checklist), [checklist]);
  const { register, handleSubmit, formState, watch, setValue } = useSubPageForm({ schema, initial, onDraft });
  const errors = formState.errors;
  const otherTicked = hasOther(asChoices(watch('choices')));
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      <Checkboxes
        name="choices"
        legend={checklist.legend}
        hint={checklist.hint}
        options={withOtherOption(checklist.options, checklist.otherLabel)}
        inputProps={register('choices', { deps: ['otherCheckboxField'] })}
        error={errors.choices?.message}
      />
      {otherTicked && checklist.otherTextLabel ? (
        <OtherText
          registration={register('otherCheckboxField')}
          label={checklist.otherTextLabel}
          error={errors.otherCheckboxField?.message}
          onTrim={(value) => setValue('otherCheckboxField', value, { shouldValidate: formState.isSubmitted })}
        />
      ) : null}
    </StepForm>
  );
}
