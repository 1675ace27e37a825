import type { ClinicsResponse } from '@hs/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { isApiRequestError } from '@/lib/api/api-client';
import styles from './locator.module.css';
import { LocatorResults } from './locator-results';

export interface LocatorOutcomeProps {
  response: ClinicsResponse | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  hrefFor: (page: number) => string;
  onRetry: () => void;
}

/** A search the server refused (4xx) names no place it knows: that is "no clinics", not a failure to retry. */
const isRefusedSearch = (error: unknown) => isApiRequestError(error) && error.status >= 400 && error.status < 500;

/** What a locator search came to (§4): loading, the clinics, none, or a failure to retry. */
export function LocatorOutcome({ response, error, isPending, isFetching, hrefFor, onRetry }: LocatorOutcomeProps) {
  if (error && !isRefusedSearch(error)) {
    return (
      <Alert
        name="locator-network-failure"
        variant="error"
        actions={
          <Button variant="secondary" onClick={onRetry} disabled={isFetching}>
            {LOCATOR_TEXTS.retry}
          </Button>
        }
      >
        <p>{LOCATOR_TEXTS.networkFailure}</p>
      </Alert>
    );
  }
  if (isPending && !error) return <Spinner label={LOCATOR_TEXTS.loading} className={styles.loading} />;
  const clinics = response?.data.clinics ?? [];
  if (clinics.length === 0) {
    return (
      <Alert name="locator-no-results" variant="warning">
        <p>{LOCATOR_TEXTS.noResults}</p>
      </Alert>
    );
  }
  const { totalPages, totalResults, offset, size } = response!.meta.clinics.page;
  // The page of the clinics on screen: while the next page loads, the previous one stays, and says so.
  const shownPage = Math.floor(offset / size) + 1;
  return (
    <div aria-busy={isFetching} className={isFetching ? styles.refreshing : undefined}>
      <LocatorResults
        clinics={clinics}
        page={shownPage}
        totalPages={totalPages}
        totalResults={totalResults}
        hrefFor={hrefFor}
      />
    </div>
  );
}
