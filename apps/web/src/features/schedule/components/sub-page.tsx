import type { PatientFormStep } from '@hs/content';
import { lazy, Suspense, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PatientDetailsPage } from '@/features/schedule/components/sub-pages/patient-details-page';
import type { SubPageContext } from '@/features/schedule/components/sub-pages/sub-page-props';
import { pageValues } from '@/features/schedule/model/page-defaults';
import { translate } from '@/lib/i18n/i18n';
import type { StepFooter } from './step-form';

type LaterSteps = typeof import('./later-steps');

let laterSteps: LaterSteps | undefined;

/** The code the form needs only after its first sub-page: the later sub-pages and the booking's payload. */
export function loadLaterSteps(): Promise<LaterSteps> {
  return import('./later-steps').then((loaded) => {
    laterSteps = loaded;
    return loaded;
  });
}

const LaterStepWhenLoaded = lazy(loadLaterSteps);

export interface SubPageSwitchProps {
  page: PatientFormStep;
  heading: string;
  footer: StepFooter;
  context: SubPageContext;
  onDraft: (page: PatientFormStep, values: unknown) => void;
  onContinue: (page: PatientFormStep, values: unknown) => void;
}

/**
 * Renders one sub-page with what was saved for it (or its empty values). Patient Details, where the form opens,
 * comes with the page; the later sub-pages' code is asked for once the form is shown, while the visitor fills in
 * the first, so Continue rarely waits for it.
 */
export function SubPage({ page, heading, footer, context, onDraft, onContinue }: SubPageSwitchProps) {
  useEffect(() => void loadLaterSteps(), []);
  const stored = context.data[page];
  const common = {
    page,
    heading,
    footer,
    context,
    onDraft: (values: unknown) => onDraft(page, values),
    onContinue: (values: unknown) => onContinue(page, values),
  };
  if (page === 'patientDetails') return <PatientDetailsPage {...common} initial={pageValues(page, stored)} />;
  // Once here, the code renders at once: a lazy component suspends at least once, and React then holds the
  // sub-page back for 300 ms behind its fallback.
  const LaterStepPage = laterSteps?.default;
  if (LaterStepPage) return <LaterStepPage page={page} common={common} stored={stored} />;
  return (
    <Suspense fallback={<Spinner label={translate('schedule.loadingForm')} />}>
      <LaterStepWhenLoaded page={page} common={common} stored={stored} />
    </Suspense>
  );
}
