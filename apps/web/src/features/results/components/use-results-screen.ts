import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { releaseHeldTimes } from '@/features/results/api/holds';
import { useResults } from '@/features/results/api/use-results';
import {
  isBenefitCodeLoadFailure,
  SEARCH_ERROR_CODES,
  searchErrorKind,
} from '@/features/results/model/availability-error';
import { mustLeaveResults } from '@/features/results/model/results-guard';
import { resultsRequest } from '@/features/results/model/results-queries';
import { mainNavigation } from '@/features/results/model/search-navigation';
import { analyticsEndpointOf } from '@/lib/analytics/analytics-endpoint';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { isApiRequestError } from '@/lib/api/api-client';
import { localIsoDate } from '@/lib/dates/us-date';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import { SEARCH_ERRORS, type SearchErrorKind } from '@/lib/search/search-error-kind';
import { useResultsSettings } from './use-results-settings';
import { useSearchState } from './use-search-state';
import { useSlotChoice } from './use-slot-choice';

/**
 * The results screen's state (§2, §4, §8): the search from the URL, its results, whether the screen must
 * send the visitor back to the search (and with which message), and the time chosen.
 */
export function useResultsScreen() {
  const search = useSearchState();
  const scheduler = useScheduler();
  const navigate = useNavigate();
  const [today] = useState(localIsoDate);
  const settings = useResultsSettings(search);
  const { plan } = settings;
  const choice = useSlotChoice('appointment', search, settings);

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
    let kind: SearchErrorKind | null = null;
    if (noState || list?.length === 0) kind = SEARCH_ERRORS.locationUnavailable;
    else if (results.isError) kind = searchErrorKind(results.error);
    if (!kind) return;
    const error = results.error;
    reportCustomerFacingError({
      flow: plan.flow,
      description: SEARCH_ERROR_CODES[kind],
      endpoint: analyticsEndpointOf(isApiRequestError(error) ? error.endpoint : request?.path),
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

  return {
    search,
    today,
    settings,
    plan,
    choice,
    leave,
    results,
    list,
    isDietitian,
    benefitFailure,
    dietitianEmpty,
    isLoading: !settings.isReady || (results.isPending && !dietitianEmpty),
  };
}
