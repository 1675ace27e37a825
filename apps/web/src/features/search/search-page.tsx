import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Spinner } from '@/components/ui/spinner';
import { type SearchContent, useSearchContent } from '@/features/search/api/use-search-content';
import { useVerifiedBenefitCode } from '@/features/search/api/use-verified-benefit-code';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchPanel } from '@/features/search/components/search-panel';
import { localIsoDate } from '@/lib/dates/us-date';
import { useTranslate } from '@/lib/i18n/use-translate';
import { releaseHeldAppointment } from '@/lib/scheduler-store/release-held-appointment';
import { mergeSearchState } from '@/lib/search/search-state';
import styles from './search-page.module.css';

/** Results hand their error back in router state; the shared codec reads it from the query only. */
function errorInState(state: unknown): { error?: string } {
  if (!state || typeof state !== 'object' || !('error' in state)) return {};
  return typeof state.error === 'string' && state.error ? { error: state.error } : {};
}

export { searchContentReady as ready } from '@/features/search/api/use-search-content';

// Shown only to a visitor who came with a verified benefit code: the first screen goes without its code.
const BenefitCodeBadge = lazy(() =>
  import('@/features/search/components/benefit-code-badge').then((module) => ({ default: module.BenefitCodeBadge })),
);

/** The scheduler's main page: the 'Find an Appointment' search form, once its words are there. */
export function Component() {
  const content = useSearchContent();
  const t = useTranslate();
  return content ? <SearchPage content={content} /> : <Spinner label={t('search.loadingForm')} />;
}

function SearchPage({ content }: { content: SearchContent }) {
  useDocumentTitle(content.texts.heading);
  // Fixed for the visit, so the minimum date does not shift under the user at midnight mid-typing.
  const [today] = useState(localIsoDate);
  const location = useLocation();
  const [query] = useSearchParams();
  // §3: the search handed back by results (query and router state) fills the form, error included.
  const initial = { ...mergeSearchState(query, location.state), ...errorInState(location.state) };
  const benefitCode = useVerifiedBenefitCode(initial.benefitCode);

  // §2: a new search starts here, so any held appointment is let go.
  useEffect(() => releaseHeldAppointment(), []);

  return (
    <SearchPanel
      heading={content.texts.heading}
      collapsible={content.texts.collapsible}
      headingHidden={content.texts.headingHidden}
    >
      <p className={styles.lead}>{content.topMessage}</p>
      {benefitCode ? (
        <Suspense fallback={null}>
          <BenefitCodeBadge />
        </Suspense>
      ) : null}
      {/* A new navigation to this page (e.g. back from results) starts the form afresh from its state. */}
      <SearchForm key={location.key} today={today} content={content} initial={initial} benefitCode={benefitCode} />
    </SearchPanel>
  );
}
