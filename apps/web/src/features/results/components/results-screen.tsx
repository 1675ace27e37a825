import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Spinner } from '@/components/ui/spinner';
import { releaseHeldTimes } from '@/features/results/api/holds';
import { useResults } from '@/features/results/api/use-results';
import { isBenefitCodeLoadFailure, SEARCH_ERRORS, searchErrorKind } from '@/features/results/model/availability-error';
import { mustLeaveResults } from '@/features/results/model/results-guard';
import { isWindowCapped } from '@/features/results/model/results-plan';
import { resultsRequest } from '@/features/results/model/results-queries';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { mainNavigation, resultsNavigation } from '@/features/results/model/search-navigation';
import { chooseSlot, type SlotSelection } from '@/features/results/model/slot-selection';
import { recordAnalyticsEvent } from '@/lib/analytics';
import { isApiRequestError } from '@/lib/api-client';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import { addDays, localIsoDate } from '@/lib/us-date';
import { DietitianDateForm } from './dietitian-date-form';
import styles from './results-layout.module.css';
import { ResultsList } from './results-list';
import { BenefitCodeLocationsAlert, ResultsNotices } from './results-notices';
import { SearchSummary, stateNameOf } from './search-summary';
import { useResultsSettings } from './use-results-settings';
import { useSearchState } from './use-search-state';
import { useSlotContinue } from './use-slot-continue';

/** The results screen (§2): clinics with a map, a virtual visit's single card, or dietitians in a state. */
export function ResultsScreen() {
  const search = useSearchState();
  const scheduler = useScheduler();
  const navigate = useNavigate();
  const [today] = useState(localIsoDate);
  const [selected, setSelected] = useState<SlotSelection>();
  const settings = useResultsSettings(search);
  const { plan } = settings;

  // §4: arriving at results releases any held appointment and follow-up.
  useEffect(() => releaseHeldTimes('all'), []);

  const leave =
    settings.isReady && mustLeaveResults({ search, category: settings.category, mode: 'results', scheduler });
  const request = settings.isReady && !leave ? resultsRequest(plan, search) : null;
  const results = useResults(request);
  const list = results.data?.data.appointmentTimeSlots;
  const isDietitian = plan.kind === 'dietitian';
  const benefitFailure = results.isError && isBenefitCodeLoadFailure(results.error, search.benefitCode);
  const noState = settings.isReady && !leave && request === null;
  const dietitianEmpty =
    isDietitian &&
    (noState ||
      (results.isError && searchErrorKind(results.error) === SEARCH_ERRORS.locationUnavailable) ||
      list?.length === 0);

  // §8: failed searches go back to the search form, which shows the banner or the inline location message.
  useEffect(() => {
    if (dietitianEmpty || benefitFailure) return;
    let kind: string | null = null;
    if (noState || list?.length === 0) kind = SEARCH_ERRORS.locationUnavailable;
    else if (results.isError) kind = searchErrorKind(results.error);
    if (!kind) return;
    const error = results.error;
    recordAnalyticsEvent('customer-facing-service-error', {
      flow: plan.flow,
      description: kind,
      endpoint: isApiRequestError(error) ? error.endpoint : request?.path,
      code: isApiRequestError(error) ? error.status : 404,
    });
    const target = mainNavigation(search, kind);
    navigate(target.to, { replace: true, state: target.state });
  }, [
    dietitianEmpty,
    benefitFailure,
    noState,
    list,
    results.isError,
    results.error,
    plan.flow,
    request?.path,
    search,
    navigate,
  ]);

  const continueWith = useSlotContinue({
    kind: 'appointment',
    plan,
    search,
    category: settings.category?.category ?? search.type,
    catalog: settings.catalog,
    reservationsOn: settings.reservationsOn,
    submitWithLicensureState: settings.submitWithLicensureState,
  });
  // A time taken meanwhile is gone from the refreshed calendar, so it is no longer the selection either.
  const onContinue: typeof continueWith = async (selection, provider) => {
    const outcome = await continueWith(selection, provider);
    if (outcome === 'justBooked') setSelected(undefined);
    return outcome;
  };

  const stateName = stateNameOf(plan.stateCode) ?? search.location ?? '';
  const heading = isDietitian ? RESULTS_TEXTS.dietitianHeading(stateName) : RESULTS_TEXTS.heading;
  useDocumentTitle(heading);

  if (leave) {
    const target = mainNavigation(search);
    return <Navigate to={target.to} state={target.state} replace />;
  }

  const loading = (
    <div className={styles.loading}>
      <Spinner label={RESULTS_TEXTS.loadingResults} />
    </div>
  );
  const date = search.date ?? today;
  const body = () => {
    if (!settings.isReady || (results.isPending && !dietitianEmpty)) return loading;
    if (benefitFailure) {
      return <BenefitCodeLocationsAlert onRefresh={() => void results.refetch()} isRefreshing={results.isFetching} />;
    }
    if (dietitianEmpty) {
      return (
        <p role="status" className={styles.noResults}>
          {RESULTS_TEXTS.noResults}
        </p>
      );
    }
    if (!list || list.length === 0) return loading;
    return (
      <ResultsList
        plan={plan}
        search={{ ...search, date }}
        results={list}
        generation={results.dataUpdatedAt}
        daysPerPage={settings.daysPerPage}
        lastBookableDate={addDays(today, plan.maxDaysAhead)}
        selected={selected}
        onSelect={(next) => setSelected((current) => chooseSlot(current, next).selection)}
        onContinue={onContinue}
      />
    );
  };

  return (
    <div className={styles.screen}>
      <PageHeading>{heading}</PageHeading>
      <SearchSummary search={search} plan={plan} />
      {isDietitian ? (
        <DietitianDateForm
          key={date}
          date={date}
          today={today}
          onSearch={(next) => {
            const target = resultsNavigation({ ...search, date: next, page: 1 });
            navigate(target.to, { state: target.state });
          }}
        />
      ) : null}
      <ResultsNotices
        showLeadTimeWarning={search.showLeadTimeWarning}
        cappedDays={isWindowCapped(plan, date, today) ? plan.messageDays : null}
      />
      {body()}
    </div>
  );
}
