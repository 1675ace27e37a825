import { type MedicalHistory, medicalHistory } from '@hs/content';
import { Radios } from '@/components/ui/radios';
import { ChoicesWithOther } from '@/features/schedule/components/choices-with-other';
import styles from '@/features/schedule/components/form-sections.module.css';
import { ShortAnswer } from '@/features/schedule/components/short-answer';
import { useContentSchemaForm } from '@/features/schedule/components/use-sub-page-form';
import {
  createMedicalHistorySchema,
  type MedicalHistoryValues,
} from '@/features/schedule/model/medical-history-schema';
import { SubPageForm } from './sub-page-form';
import { yesNoOptions } from './sub-page-props';
import { type ContentFormProps, withContent } from './with-content';

/** medicalHistory (dietitian): conditions with Other, medications, and anything else to know. */
export const MedicalHistoryPage = withContent(medicalHistory, 'schedule.loadingForm', MedicalHistoryForm);

function MedicalHistoryForm({ content, ...page }: ContentFormProps<MedicalHistoryValues, MedicalHistory>) {
  const form = useContentSchemaForm(createMedicalHistorySchema, content, page);
  const { register, formState, watch } = form;
  const errors = formState.errors;
  return (
    <SubPageForm page={page} form={form}>
      <ChoicesWithOther
        form={form}
        name="conditions"
        otherName="otherMedicalCondition"
        legend={content.conditionsLegend}
        hint={content.conditionsHint}
        options={content.conditions}
        otherLabel={content.otherLabel}
        otherTextLabel={content.otherTextLabel}
      />
      <Radios
        name="doYouTakeMedications"
        legend={content.medicationsLegend}
        inline
        options={yesNoOptions(page.context.options)}
        inputProps={register('doYouTakeMedications', { deps: ['medications'] })}
        error={errors.doYouTakeMedications?.message}
      />
      {watch('doYouTakeMedications') === 'Yes' ? (
        <div className={styles.reveal}>
          <ShortAnswer form={form} name="medications" label={content.medicationsLabel} />
        </div>
      ) : null}
      <ShortAnswer form={form} name="anythingElse" label={content.anythingElseLabel} />
    </SubPageForm>
  );
}
