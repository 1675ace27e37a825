import { type MedicalInformation, medicalInformation } from '@hs/content';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Radios } from '@/components/ui/radios';
import { TextInput } from '@/components/ui/text-input';
import { errorAt } from '@/features/schedule/components/address-fields';
import { registerByPath } from '@/features/schedule/components/form-paths';
import styles from '@/features/schedule/components/form-sections.module.css';
import { useSubPageForm } from '@/features/schedule/components/use-sub-page-form';
import {
  answerNeedsDetail,
  createMedicalInformationSchema,
  type MedicalInformationValues,
  questionsFor,
} from '@/features/schedule/model/medical-information-schema';
import { DetailCards } from './detail-cards';
import { SubPageForm } from './sub-page-form';
import { type ContentFormProps, withContent } from './with-content';

/** medicalInformation: the group's health questions, with details under the answers that need them. */
export const MedicalInformationPage = withContent(
  medicalInformation,
  'schedule.loadingQuestions',
  MedicalInformationForm,
);

function MedicalInformationForm({ content, ...page }: ContentFormProps<MedicalInformationValues, MedicalInformation>) {
  const { context } = page;
  const questions = useMemo(() => questionsFor(content, context.plan.group), [content, context.plan.group]);
  const schema = useMemo(
    () => createMedicalInformationSchema(questions, content.requiredMessage, context.today),
    [questions, content.requiredMessage, context.today],
  );
  const form = useSubPageForm(schema, page);
  const { register, formState, watch, control } = form;
  const errors = formState.errors;
  const loose = registerByPath(register);
  const error = (path: string) => errorAt(errors as FieldErrors<FieldValues>, path);
  const answers = watch('answers');
  return (
    <SubPageForm page={page} form={form}>
      {questions.map((question) => {
        const name = `answers.${question.field}`;
        const detail = question.detail;
        return (
          <div key={question.field}>
            <Radios
              name={name}
              legend={question.text}
              hint={question.hint}
              inline
              options={content.answers}
              inputProps={loose(name)}
              error={error(name)}
            />
            {detail && answerNeedsDetail(answers?.[question.field]) ? (
              <div className={styles.reveal}>
                {detail.kind === 'list' ? (
                  <TextInput
                    {...loose(`lists.${detail.field}`)}
                    label={detail.label}
                    hint={detail.hint}
                    error={error(`lists.${detail.field}`)}
                  />
                ) : (
                  <DetailCards detail={detail} control={control} register={register} errors={errors} />
                )}
              </div>
            ) : null}
          </div>
        );
      })}
    </SubPageForm>
  );
}
