import type { EligibilityQuestionSet, EligibilityStep, ServiceNameCriteriaMapper } from '@hs/content';
import type { Service } from '@hs/domain';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useEligibilityContent } from '@/features/prescreen/api/use-eligibility-content';
import type { Answers } from '@/features/prescreen/model/answers';
import {
  type EligibilityAnswers,
  eligibilityErrors,
  evaluateEligibility,
  hasUnknownQuestionType,
  questionsToShow,
} from '@/features/prescreen/model/eligibility';
import { ELIGIBILITY_MESSAGES } from '@/features/prescreen/model/eligibility-messages';
import { eligibilityOutcome } from '@/features/prescreen/model/eligibility-outcome';
import type { EligibilityOutcome } from '@/features/prescreen/model/prescreen-progress';
import type { IsoDate } from '@/lib/dates/us-date';
import { translate } from '@/lib/i18n/i18n';
import { EligibilityQuestionField } from './eligibility-question-field';
import styles from './prescreen.module.css';
import { PrescreenStepFormShell, type StepFormTexts } from './prescreen-step-form-shell';

export interface EligibilityStepFormProps {
  step: EligibilityStep;
  texts: StepFormTexts;
  savedAnswers: Answers | undefined;
  services: readonly Service[];
  today: IsoDate;
  onComplete: (answers: Answers, outcome: EligibilityOutcome) => void;
}

/** The eligibility questions of a step (COVID-19), loaded from content; see §4 "Eligibility". */
export function EligibilityStepForm(props: EligibilityStepFormProps) {
  const content = useEligibilityContent(props.step);
  return (
    <section aria-labelledby={`${props.step.id}-title`} className={styles.form}>
      <h2 id={`${props.step.id}-title`} className="visually-hidden">
        {props.step.title}
      </h2>
      {content.status === 'loading' ? <Spinner label={translate('prescreen.page.loading')} /> : null}
      {content.status === 'error' ? (
        <Alert name="eligibility-load-failure" variant="error">
          {ELIGIBILITY_MESSAGES.loadFailure}
        </Alert>
      ) : null}
      {content.status === 'ready' && hasUnknownQuestionType(content.questionSet) ? (
        <Alert name="eligibility-unknown-question" variant="error">
          {ELIGIBILITY_MESSAGES.unknownQuestionType}
        </Alert>
      ) : null}
      {content.status === 'ready' && !hasUnknownQuestionType(content.questionSet) ? (
        <EligibilityQuestions {...props} questionSet={content.questionSet} mapper={content.mapper} />
      ) : null}
    </section>
  );
}

function EligibilityQuestions({
  step,
  texts,
  savedAnswers,
  services,
  today,
  onComplete,
  questionSet,
  mapper,
}: EligibilityStepFormProps & { questionSet: EligibilityQuestionSet; mapper: ServiceNameCriteriaMapper }) {
  const resolver: Resolver<EligibilityAnswers> = async (values) => {
    const errors = eligibilityErrors(questionSet.questions, values, today);
    const fieldErrors: FieldErrors<EligibilityAnswers> = Object.fromEntries(
      Object.entries(errors).map(([id, message]) => [id, { type: 'validate', message }]),
    );
    return Object.keys(errors).length > 0 ? { values: {}, errors: fieldErrors } : { values, errors: {} };
  };
  const form = useForm<EligibilityAnswers>({
    resolver,
    defaultValues: Object.fromEntries(
      questionSet.questions.map((q) => [q.id, typeof savedAnswers?.[q.id] === 'string' ? savedAnswers[q.id] : '']),
    ) as EligibilityAnswers,
    // Answers of questions hidden for now are kept (they count only while their question is asked),
    // so changing an earlier answer does not wipe the later ones.
    shouldFocusError: false,
  });
  const [ineligible, setIneligible] = useState<string>();
  const ineligibleRef = useRef<HTMLDivElement>(null);
  const answers = form.watch();
  const questions = questionsToShow(questionSet.questions, answers, today);
  const { errors } = form.formState;

  // A changed answer may settle things differently, so an earlier 'ineligible' no longer stands.
  const answerKey = JSON.stringify(answers);
  useEffect(() => setIneligible(undefined), [answerKey]);
  useEffect(() => {
    if (ineligible) ineligibleRef.current?.focus();
  }, [ineligible]);

  const onValid = (values: EligibilityAnswers) => {
    const result = evaluateEligibility(questionSet, values, today);
    if (result.status === 'ineligible') {
      setIneligible(result.message);
      return;
    }
    if (result.status !== 'eligible') return;
    onComplete({ ...values }, eligibilityOutcome(step, mapper, result.collected, services));
  };

  return (
    <PrescreenStepFormShell stepId={step.id} form={form} texts={texts} questions={questions} onValid={onValid}>
      {questionSet.introduction ? <p className={styles.description}>{questionSet.introduction}</p> : null}
      {questions.map((question) => (
        <EligibilityQuestionField
          key={question.id}
          question={question}
          register={form.register}
          answer={answers[question.id]}
          error={errors[question.id]?.message}
        />
      ))}
      {ineligible ? (
        <div ref={ineligibleRef} tabIndex={-1} className={styles.outcome}>
          <Alert name="eligibility-ineligible" variant="error">
            {ineligible}
          </Alert>
        </div>
      ) : null}
    </PrescreenStepFormShell>
  );
}
