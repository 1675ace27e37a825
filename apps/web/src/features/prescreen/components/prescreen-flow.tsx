import type { CategoryConfig } from '@hs/content';
import { type Service, startsNewFlow } from '@hs/domain';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Stepper } from '@/components/ui/stepper';
import { paths } from '@/config/paths';
import { type Answers, mergeStepAnswers } from '@/features/prescreen/model/answers';
import { PRESCREEN_PAGE_TEXTS } from '@/features/prescreen/model/prescreen-page-texts';
import {
  type EligibilityOutcome,
  type PrescreenProgress,
  prescreenProgressStore,
} from '@/features/prescreen/model/prescreen-progress';
import { prescreenResult, resultsNavigation } from '@/features/prescreen/model/prescreen-result';
import { prescreenStepName } from '@/features/prescreen/model/prescreen-step-name';
import { lookupFor, resolveStepRequest, visibleSteps } from '@/features/prescreen/model/prescreen-steps';
import type { ResolvedPrescreen } from '@/features/prescreen/model/resolved-prescreen';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import { flowProgress } from '@/lib/analytics/analytics-flow';
import type { IsoDate } from '@/lib/dates/us-date';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { toSearchQuery } from '@/lib/search/search-state';
import { EligibilityStepForm } from './eligibility-step-form';
import styles from './prescreen.module.css';
import { QuestionsStepForm } from './questions-step-form';

export interface PrescreenFlowProps {
  prescreen: ResolvedPrescreen;
  category: CategoryConfig;
  services: readonly Service[];
  progress: PrescreenProgress;
  /** 1-based, as in the URL. */
  requestedStep: number;
  today: IsoDate;
}

/** The stepper and the current step; saves each step and moves on, or finishes on to results (§4). */
export function PrescreenFlow({ prescreen, category, services, progress, requestedStep, today }: PrescreenFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const answers = mergeStepAnswers(progress.answers);
  const steps = visibleSteps(prescreen, answers);
  const request = resolveStepRequest(steps, progress.completedStepIds, requestedStep);
  const index = request.kind === 'show' ? request.index : 0;
  const step = steps[index];
  useDocumentTitle(step ? `${step.title} - ${prescreen.heading}` : prescreen.heading);

  // §7: arriving on the first step from anywhere but the search form (a link, the dietitian external entry)
  // starts a flow; the search form has already started the one it sends here.
  const startsHere = index === 0 && step !== undefined;
  const { external } = progress.search;
  useEffect(() => {
    if (!startsHere || !startsNewFlow(flowProgress(), category.category)) return;
    recordFlowEvent('start-flow', {
      flow: category.schedulerFlow,
      category: category.category,
      redirectAction: category.redirectAction,
      entry: external ? 'dietitian-external' : 'prescreen',
    });
  }, [startsHere, external, category]);

  if (request.kind === 'redirect' || !step) {
    const target = request.kind === 'redirect' ? request.step : 1;
    return <Navigate to={paths.prescreen(target) + location.search} state={location.state} replace />;
  }

  // Answers of earlier steps only: a step's own options must not depend on what it is asking.
  const earlierAnswers = mergeStepAnswers(
    Object.fromEntries(steps.slice(0, index).map((s) => [s.id, progress.answers[s.id] ?? {}])),
  );

  const complete = (stepAnswers: Answers, outcome?: EligibilityOutcome) => {
    const next = { ...progress, answers: { ...progress.answers, [step.id]: stepAnswers } };
    const nextSteps = visibleSteps(prescreen, mergeStepAnswers(next.answers));
    const completed = nextSteps.slice(0, index + 1).map((s) => s.id);
    prescreenProgressStore.begin(prescreen.id, progress.search);
    prescreenProgressStore.completeStep(step.id, stepAnswers, completed, outcome);
    const eligibility = { ...progress.eligibility };
    if (outcome) eligibility[step.id] = outcome;
    else delete eligibility[step.id];
    recordFlowEvent('continue-flow', {
      flow: category.schedulerFlow,
      stepName: prescreenStepName(step.id),
    });

    if (index + 1 < nextSteps.length) {
      navigate(paths.prescreen(index + 2) + location.search, { state: location.state });
      return;
    }
    const result = prescreenResult(prescreen, { answers: next.answers, eligibility });
    const { to, state } = resultsNavigation(progress.search, result, services, today);
    schedulerStore.update({
      prescreenAnswers: result.storedAnswers,
      category: category.category,
      flow: category.schedulerFlow,
    });
    navigate(to, { state });
  };

  const backTo =
    index === 0
      ? paths.main(
          Object.fromEntries(
            toSearchQuery({
              type: progress.search.type,
              location: progress.search.location,
              date: progress.search.date,
            }),
          ),
        )
      : paths.prescreen(index) + location.search;
  const isLast = index === steps.length - 1;
  // What either kind of step form is given besides its step.
  const stepForm = {
    texts: {
      submitLabel: isLast ? prescreen.finishLabel : prescreen.continueLabel,
      requiredFieldsBanner: prescreen.requiredFieldsBanner,
    },
    savedAnswers: progress.answers[step.id],
    today,
  };

  return (
    <div className={styles.prescreen}>
      <Link to={backTo} state={index === 0 ? undefined : location.state} className={styles.back}>
        {prescreen.backLabel}
      </Link>
      <PageHeading>{prescreen.heading}</PageHeading>
      {prescreen.introduction && index === 0 ? <p className={styles.introduction}>{prescreen.introduction}</p> : null}
      {steps.length > 1 || !prescreen.hideStepCounter ? (
        <Stepper
          steps={steps.map((s) => ({ id: s.id, label: s.title }))}
          currentIndex={index}
          completedCount={Math.min(index, progress.completedStepIds.length)}
          hideCounter={prescreen.hideStepCounter}
          label={PRESCREEN_PAGE_TEXTS.stepperLabel}
        />
      ) : null}
      {step.kind === 'questions' ? (
        <QuestionsStepForm
          key={step.id}
          step={step}
          {...stepForm}
          earlierAnswers={earlierAnswers}
          optionsOf={lookupFor(prescreen)}
          search={progress.search}
          onComplete={(stepAnswers) => complete(stepAnswers)}
        />
      ) : (
        <EligibilityStepForm key={step.id} step={step} {...stepForm} services={services} onComplete={complete} />
      )}
    </div>
  );
}
