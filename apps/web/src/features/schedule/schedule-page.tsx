import { patientDetailsTexts, patientFormConfig } from '@hs/content';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useFormContent } from '@/features/schedule/api/use-form-content';
import { PatientForm } from '@/features/schedule/components/patient-form';
import { flowStart } from '@/features/schedule/components/use-flow-exits';
import { clearDraft } from '@/features/schedule/model/form-draft';
import { holdsTime, opensOnPatientDetails } from '@/features/schedule/model/form-opening';
import { buildFormPlan } from '@/features/schedule/model/form-plan';
import { prepareZoneFormatting } from '@/lib/appointments/time-zone-label';
import { contentQueryOptions } from '@/lib/content/use-content';
import { localIsoDate } from '@/lib/dates/us-date';
import { shownLanguage, translate } from '@/lib/i18n/i18n';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import { PatientFormShell } from './patient-form-shell';

/** Going back to the start: the form's data belongs to the hold that is gone. */
function RedirectToStart({ to }: { to: string }) {
  useEffect(() => clearDraft(), []);
  return <Navigate replace to={to} />;
}

/** The patient form (schedule). §2: without a held appointment it redirects to the start of the flow. */
export function Component() {
  const scheduler = useScheduler();
  const content = useFormContent();
  // Fixed for the visit, so the age rule does not shift under the visitor at midnight.
  const [today] = useState(localIsoDate);
  // Set once the form books or quits: the store then no longer holds a time, and that is expected.
  const leaving = useRef(false);
  useEffect(prepareZoneFormatting, []);
  // Every form opens on the patient's details: their texts travel with the form's content, not after it.
  usePrefetchQuery(contentQueryOptions(patientDetailsTexts));
  const { appointment, provider } = scheduler;
  const held = holdsTime(scheduler);
  // The form is rendered at transition priority, in slices the browser can interleave input and paint with: its
  // content's arrival is otherwise one uninterruptible render of the whole sub-page.
  const formReady = useDeferredValue(content.status === 'ready');
  // The prerendered first view, if the HTML brought it, stays as it was until the form replaces it; the page's code
  // carries its texts in English only, so in another language the form's loading indicator stands in.
  const [loadingView] = useState(() =>
    opensOnPatientDetails() && shownLanguage() === 'en' ? (
      <PatientFormShell {...patientFormConfig.data.subPages.patientDetails} />
    ) : (
      <Spinner label={translate('schedule.loadingForm')} />
    ),
  );

  const category = useMemo(
    () =>
      content.status === 'ready'
        ? content.content.scheduler.categories.find((config) => config.category === scheduler.category)
        : undefined,
    [content, scheduler.category],
  );
  const plan = useMemo(
    () =>
      content.status === 'ready'
        ? buildFormPlan({
            config: content.content.form,
            category,
            showPatientAddressFields: content.content.toggles.showPatientAddressFields,
          })
        : null,
    [content, category],
  );

  if (!held && !leaving.current) return <RedirectToStart to={flowStart(scheduler.flow)} />;
  if (content.status === 'error') {
    return (
      <Alert name="form-content-unavailable" variant="error" title={translate('schedule.connectionTitle')}>
        {translate('schedule.refreshAdvice')}
      </Alert>
    );
  }
  if (!formReady || content.status === 'loading' || !plan || !appointment || !provider) return loadingView;
  return (
    <PatientForm
      plan={plan}
      content={content.content}
      category={category}
      scheduler={{ ...scheduler, appointment, provider }}
      today={today}
      onLeaving={() => {
        leaving.current = true;
      }}
    />
  );
}
