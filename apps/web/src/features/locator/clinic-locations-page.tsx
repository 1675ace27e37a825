import { clinicsPath } from '@hs/contracts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useClinicSearch } from '@/features/locator/api/use-clinic-search';
import styles from '@/features/locator/components/locator.module.css';
import { LocatorOutcome } from '@/features/locator/components/locator-outcome';
import { LocatorSearchForm } from '@/features/locator/components/locator-search-form';
import { useGeolocation } from '@/features/locator/components/use-geolocation';
import { type LocatorQuery, locatorQueryParams, parseLocatorQuery } from '@/features/locator/model/locator-query';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { useFailureReport } from '@/lib/analytics/use-failure-report';

const hrefOf = (query: LocatorQuery) => paths.clinicLocations(locatorQueryParams(query));

/** The clinic locator (§2): its search and page live in the URL, so reload, Back and shared links restore them. */
export function Component() {
  usePageMeta(LOCATOR_TEXTS.heading, LOCATOR_TEXTS.description);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = parseLocatorQuery(params);
  const position = useGeolocation();
  const results = useClinicSearch(query.search, query.page);
  // §8: a failed clinic search is reported, whether it offers Retry (no answer, 5xx) or reads as no clinics (4xx).
  useFailureReport(results.error, 'CLINIC_SEARCH_FAILED', clinicsPath);

  // §4: coordinates and no search text put the position in the URL, which sends the search.
  const needsPosition = query.search === null;
  useEffect(() => {
    if (position && needsPosition) {
      navigate(hrefOf({ ...query, search: { kind: 'position', ...position } }), { replace: true });
    }
  }, [position, needsPosition, navigate, query]);

  // A page past the last (an old link, a hand-edited URL) shows the last page rather than "no clinics".
  const lastPage = results.isPlaceholderData ? undefined : results.data?.meta.clinics.page.totalPages;
  const pastTheEnd = lastPage !== undefined && lastPage >= 1 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigate(hrefOf({ ...query, page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, navigate, query]);

  const searchText = query.search?.kind === 'text' ? query.search.searchText : '';
  return (
    <div className={styles.page}>
      <PageHeading>{LOCATOR_TEXTS.heading}</PageHeading>
      {query.invalidStore ? (
        <Alert name="clinic-not-found" variant="warning" title={LOCATOR_TEXTS.invalidStoreHeading}>
          <p>{LOCATOR_TEXTS.invalidStoreText}</p>
        </Alert>
      ) : null}
      <LocatorSearchForm
        key={searchText}
        initialText={searchText}
        onSearch={(text) =>
          navigate(hrefOf({ search: { kind: 'text', searchText: text }, page: 1, invalidStore: false }))
        }
        onUseMyLocation={
          position
            ? () => navigate(hrefOf({ search: { kind: 'position', ...position }, page: 1, invalidStore: false }))
            : undefined
        }
      />
      {query.search ? (
        <LocatorOutcome
          response={results.data}
          error={results.error}
          isPending={results.isPending || pastTheEnd}
          isFetching={results.isFetching}
          hrefFor={(page) => hrefOf({ ...query, page })}
          onRetry={() => void results.refetch()}
        />
      ) : null}
    </div>
  );
}
