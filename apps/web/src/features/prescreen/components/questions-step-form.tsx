import { zodResolver } from '@hookform/resolvers/zod';
import { timeZoneValues } from '@hs/content';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Answers, AnswerValue } from '@/features/prescreen/model/answers';
import { prefilledDate } from '@/features/prescreen/model/appointment-date';
import type { OptionsLookup } from '@/features/prescreen/model/prescreen-steps';
import { emptyAnswer, type QuestionContext, questionError } from '@/features/prescreen/model/question-errors';
import type { ResolvedQuestion, ResolvedQuestionsStep } from '@/features/prescreen/model/resolved-prescreen';
import { useLicensureStates } from '@/lib/catalog/licensure-states-query';
import { useContent } from '@/lib/content/use-content';
import type { IsoDate } from '@/lib/dates/us-date';
import type { SearchState } from '@/lib/search/search-state';
import styles from './prescreen.module.css';
import { PrescreenStepFormShell, type StepFormTexts } from './prescreen-step-form-shell';
import { QuestionField } from './question-field';

export interface QuestionsStepFormProps {
  step: ResolvedQuestionsStep;
  texts: StepFormTexts;
  savedAnswers: Answers | undefined;
  earlierAnswers: Answers;
  optionsOf: OptionsLookup;
  search: SearchState;
  today: IsoDate;
  onComplete: (answers: Answers) => void;
}

function initialAnswer(question: ResolvedQuestion, saved: Answers | undefined, search: SearchState, today: IsoDate) {
  const value = saved?.[question.id];
  if (value !== undefined) return value;
  if (question.type === 'appointmentDate') return prefilledDate(question, search.date, today);
  return emptyAnswer(question);
}

/** A step of questions on one form; each answer is checked by the rules its content gives (§5). */
export function QuestionsStepForm({
  step,
  texts,
  savedAnswers,
  earlierAnswers,
  optionsOf,
  search,
  today,
  onComplete,
}: QuestionsStepFormProps) {
  const licensureQuestion = step.questions.find((question) => question.type === 'licensureState');
  const licensure = useLicensureStates(licensureQuestion?.serviceId);
  const timeZones = useContent(timeZoneValues);

  const context: QuestionContext = useMemo(
    () => ({
      today,
      earlierAnswers,
      optionsOf,
      licensureStates: licensure.data,
      timeZones: timeZones.data?.timeZones,
    }),
    [today, earlierAnswers, optionsOf, licensure.data, timeZones.data],
  );
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          step.questions.map((question) => [
            question.id,
            z.custom<AnswerValue>().superRefine((value, ctx) => {
              const message = questionError(question, value, context);
              if (message) ctx.addIssue({ code: 'custom', message });
            }),
          ]),
        ),
      ),
    [step.questions, context],
  );
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        step.questions.map((question) => [question.id, initialAnswer(question, savedAnswers, search, today)]),
      ),
    [step.questions, savedAnswers, search, today],
  );
  const form = useForm<Answers>({
    resolver: zodResolver(schema),
    defaultValues,
    // The error summary takes focus on a failed submit; its links lead to each field.
    shouldFocusError: false,
  });
  return (
    <PrescreenStepFormShell
      stepId={step.id}
      form={form}
      texts={texts}
      questions={step.questions}
      onValid={onComplete}
      className={styles.form}
    >
      {/* The stepper shows the step's name; the heading names the form for assistive technology. */}
      <h2 id={`${step.id}-title`} className="visually-hidden">
        {step.title}
      </h2>
      {step.description ? <p className={styles.description}>{step.description}</p> : null}
      {step.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          form={form}
          context={context}
          licensure={question.type === 'licensureState' ? licensure : undefined}
          timeZones={timeZones.data?.timeZones}
        />
      ))}
    </PrescreenStepFormShell>
  );
}
