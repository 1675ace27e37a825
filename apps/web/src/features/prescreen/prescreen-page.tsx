import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePrescreen } from '@/features/prescreen/api/use-prescreen';
import { PrescreenFlow } from '@/features/prescreen/components/prescreen-flow';
import { PRESCREEN_PAGE_TEXTS } from '@/features/prescreen/model/prescreen-page-texts';
import {
  isSameSearch,
  type PrescreenProgress,
  prescreenProgressStore,
} from '@/features/prescreen/model/prescreen-progress';
import { fillsSearchField, parseStepParam } from '@/features/prescreen/model/prescreen-steps';
import { localIsoDate } from '@/lib/dates/us-date';
import { releaseHeldAppointment } from '@/lib/scheduler-store/release-held-appointment';
import { mergeSearchState, toSearchQuery } from '@/lib/search/search-state';

/**
 * The prescreen (§2): /prescreen/{step?}, step 1 being prescreenStart. The search arrives in router state
 * (from the search form) or in the query (links such as the dietitian external entry); later steps
 * read it from the stored progress.
 */
export function Component() {
  const { step } = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Fixed for the visit, so date windows do not shift under the patient at midnight.
  const [today] = useState(localIsoDate);
  const stored = useSyncExternalStore(prescreenProgressStore.subscribe, prescreenProgressStore.get);
  const incoming = useMemo(() => mergeSearchState(searchParams, location.state), [searchParams, location.state]);
  const requested = parseStepParam(step);
  const search = incoming.type ? incoming : stored?.search;
  const load = usePrescreen(search?.type, search?.external ?? false);

  // §2: main and prescreen clear any held appointment.
  useEffect(() => releaseHeldAppointment(), []);

  if (!search?.type) return <Navigate to={paths.main()} replace />;
  if (load.status === 'not-found') {
    return <Navigate to={paths.main(Object.fromEntries(toSearchQuery({ type: search.type })))} replace />;
  }
  if (load.status === 'loading') return <PrescreenMessage kind="loading" />;
  if (load.status === 'error') return <PrescreenMessage kind="error" />;
  if (load.status === 'services-error') {
    return <PrescreenMessage kind="error" heading={load.data.heading} message={load.data.servicesErrorMessage} />;
  }

  const { prescreen } = load;
  // Results need a location; unless the prescreen asks for one, the search must bring it.
  if (!search.location && !fillsSearchField(prescreen, 'location')) {
    return (
      <Navigate to={paths.main(Object.fromEntries(toSearchQuery({ type: search.type, date: search.date })))} replace />
    );
  }
  const matches = (progress: PrescreenProgress | undefined) =>
    progress !== undefined && progress.prescreenId === prescreen.id && isSameSearch(progress.search, search);
  // A new search starts afresh on step 1; any other step without matching progress goes back to step 1.
  const progress: PrescreenProgress | undefined = matches(stored)
    ? stored
    : requested === 1
      ? { prescreenId: prescreen.id, search, answers: {}, completedStepIds: [], eligibility: {} }
      : undefined;
  if (!progress) {
    return <Navigate to={paths.prescreen(1) + location.search} state={location.state} replace />;
  }
  return (
    <PrescreenFlow
      key={prescreen.id}
      prescreen={prescreen}
      category={load.category}
      services={load.services}
      progress={progress}
      requestedStep={requested}
      today={today}
    />
  );
}

function PrescreenMessage({
  kind,
  heading = PRESCREEN_PAGE_TEXTS.heading,
  message = PRESCREEN_PAGE_TEXTS.loadError,
}: {
  kind: 'loading' | 'error';
  heading?: string;
  message?: string;
}) {
  useDocumentTitle(heading);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      {kind === 'loading' ? (
        <Spinner label={PRESCREEN_PAGE_TEXTS.loading} />
      ) : (
        <Alert name="prescreen-unavailable" variant="error">
          {message}
        </Alert>
      )}
    </>
  );
}
