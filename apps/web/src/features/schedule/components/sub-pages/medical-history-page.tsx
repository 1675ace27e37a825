import { type MedicalHistory, medicalHistory } from '@hs/content';
import { useMemo } from 'react';
import { Checkboxes } from '../../../../components/ui/checkboxes';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { TextArea } from '../../../../components/ui/text-area';
import { useContent } from '../../../../lib/content/use-content';
import { asChoices, hasOther } from '../../model/choice-list';
import { createMedicalHistorySchema, type MedicalHistoryValues } from '../../model/medical-history-schema';
import styles from '../form-sections.module.css';
import { OtherText, withOtherOption } from '../other-text';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { type SubPageProps, yesNoOptions } from './sub-page-props';

/** medicalHistory (dietitian): conditions with Other, medications, and anything else to know. */
export function MedicalHistoryPage(props: SubPageProps<MedicalHistoryValues>) {
  const content = useContent(medicalHistory);
  if (!content.data) return <Spinner label="Loading the form" />;
  return <MedicalHistoryForm {...props} content={content.data} />;
}

function MedicalHistoryForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  content,
}: SubPageProps<MedicalHistoryValues> & { content: MedicalHistory }) {
  const schema = useMemo(() => createMedicalHistorySchema(content), [content]);
  const { register, handleSubmit, formState, watch, setValue } = useSubPageForm({ schema, initial, onDraft });
  const errors = formState.errors;
  const otherTicked = hasOther(asChoices(watch('conditions')));
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      <Checkboxes
        name="conditions"
        legend={content.conditionsLegend}
        hint={content.conditionsHint}
        options={withOtherOption(content.conditions, content.otherLabel)}
        inputProps={register('conditions', { deps: ['otherMedicalCondition'] })}
        error={errors.conditions?.message}
      />
      {otherTicked ? (
        <OtherText
          registration={register('otherMedicalCondition')}
          label={content.otherTextLabel}
          error={errors.otherMedicalCondition?.message}
          onTrim={(value) => setValue('otherMedicalCondition', value, { shouldValidate: formState.isSubmitted })}
        />
      ) : null}
      <Radios
        name="doYouTakeMedications"
        legend={content.medicationsLegend}
        inline
        options={yesNoOptions(context.options)}
        inputProps={register('doYouTakeMedications', { deps: ['medications'] })}
        error={errors.doYouTakeMedications?.message}
      />
      {watch('doYouTakeMedications') === 'Yes' ? (
        <div className={styles.reveal}>
          <TextArea
            {...register('medications')}
            label={content.medicationsLabel}
            hint="Up to 200 characters."
            error={errors.medications?.message}
          />
        </div>
      ) : null}
      <TextArea
        {...register('anythingElse')}
        label={content.anythingElseLabel}
        hint="Up to 200 characters."
        error={errors.anythingElse?.message}
      />
    </StepForm>
  );
}
