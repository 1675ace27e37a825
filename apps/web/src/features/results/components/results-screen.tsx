import { useDeferredValue, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Spinner } from '@/components/ui/spinner';
import { WaitlistJoin } from '@/components/waitlist/lazy-waitlist-join';
import { isWindowCapped } from '@/features/results/model/results-plan';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { mainNavigation, resultsNavigation } from '@/features/results/model/search-navigation';
import { selectionOf } from '@/features/results/model/slot-selection';
import { waitlistWishOf } from '@/features/results/model/waitlist-wish';
import { addDays, formatUsDate } from '@/lib/dates/us-date';
import { DietitianDateForm } from './dietitian-date-form';
import styles from './results-layout.module.css';
import { ResultsList } from './results-list';
import { BenefitCodeLocationsAlert, LinkedTimeGone, ResultsNotices } from './results-notices';
import { SearchSummary, stateNameOf } from './search-summary';
import { useLinkedSlot } from './use-linked-slot';
import { useResultsScreen } from './use-results-screen';

/** The results screen (§2): clinics with a map, a virtual visit's single card, or dietitians in a state. */
export function ResultsScreen() {
  const screen = useResultsScreen();
  const { search, today, settings, plan, choice, results, list, isDietitian, benefitFailure, dietitianEmpty } = screen;
  const navigate = useNavigate();
  // The cards are rendered at transition priority, in slices the browser can interleave input and paint with:
  // an answer's arrival is otherwise one uninterruptible render of every card and its calendar. The answer and
  // its generation move together, so a card never starts a new generation's calendar from the last answer.
  const answer = useMemo(() => ({ list, generation: results.dataUpdatedAt }), [list, results.dataUpdatedAt]);
  const shown = useDeferredValue(answer);

  const linked = useLinkedSlot({ search, plan, isReady: settings.isReady, list, onSelect: choice.onSelect });
  const linkedZone = list?.find((result) => result.provider.providerId === search.clinic)?.timezone;

  const stateName = stateNameOf(plan.stateCode) ?? search.location ?? '';
  const heading = isDietitian ? RESULTS_TEXTS.dietitianHeading(stateName) : RESULTS_TEXTS.heading;
  useDocumentTitle(heading);

  const fixedName = search.clinic
    ? list?.find((result) => result.provider.providerId === search.clinic)?.provider.vanityName
    : undefined;
  const fixedClinic = fixedName
    ? {
        name: fixedName,
        onSearchNearby: () => {
          const target = resultsNavigation({ ...search, clinic: undefined, page: 1 });
          navigate(target.to, { state: target.state });
        },
      }
    : undefined;

  if (screen.leave) {
    const target = mainNavigation(search);
    return <Navigate to={target.to} state={target.state} replace />;
  }

  const loading = (
    <div className={styles.loading}>
      <Spinner label={RESULTS_TEXTS.loadingResults} />
    </div>
  );
  const date = search.date ?? today;
  const waitlist = screen.isLoading ? null : waitlistWishOf(plan, { ...search, date }, shown.list, today);
  const body = () => {
    if (screen.isLoading) return loading;
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
    if (!shown.list || shown.list.length === 0) return loading;
    return (
      <ResultsList
        plan={plan}
        search={{ ...search, date }}
        results={shown.list}
        generation={shown.generation}
        daysPerPage={settings.daysPerPage}
        lastBookableDate={addDays(today, plan.maxDaysAhead)}
        selected={choice.selected}
        onSelect={choice.onSelect}
        onContinue={choice.onContinue}
      />
    );
  };

  return (
    <div className={styles.screen}>
      <PageHeading>{heading}</PageHeading>
      <SearchSummary search={search} plan={plan} fixedClinic={fixedClinic} />
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
      {linked.kind === 'gone' && search.clinic && linkedZone ? (
        <LinkedTimeGone
          nearest={linked.nearest}
          timeZone={linkedZone}
          onChoose={(slot) => choice.onSelect(selectionOf(search.clinic!, slot))}
        />
      ) : null}
      {waitlist ? (
        <WaitlistJoin wish={waitlist.wish} windowEnd={formatUsDate(waitlist.lastDay)} stateName={stateName} />
      ) : null}
      {body()}
    </div>
  );
}
