import type { DaysPerPage } from '@hs/content';
import type { Provider, ProviderAvailability } from '@hs/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClinicMap, type MapMarker } from '@/components/map/clinic-map';
import { ListWithMap, listColumnClasses } from '@/components/map/list-with-map';
import { PageLinks } from '@/components/page/page-links';
import {
  pageCountOf,
  pageOfResults,
  RESULTS_PAGE_SIZE,
  resultsRangeText,
} from '@/features/results/model/results-paging';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { resultsNavigation } from '@/features/results/model/search-navigation';
import type { SlotSelection } from '@/features/results/model/slot-selection';
import type { IsoDate } from '@/lib/dates/us-date';
import { translate } from '@/lib/i18n/i18n';
import type { SearchState } from '@/lib/search/search-state';
import { type ContinueOutcome, ProviderCard } from './provider-card';

export interface ResultsListProps {
  plan: ResultsPlan;
  search: SearchState & { date: IsoDate };
  results: ProviderAvailability[];
  generation: number;
  daysPerPage: DaysPerPage;
  lastBookableDate?: IsoDate;
  selected: SlotSelection | undefined;
  onSelect: (selection: SlotSelection) => void;
  onContinue: (selection: SlotSelection, provider: Provider) => Promise<ContinueOutcome>;
}

const markerOf = (entry: ProviderAvailability): MapMarker[] =>
  entry.provider.location
    ? [{ id: entry.provider.providerId, label: entry.provider.vanityName, ...entry.provider.location }]
    : [];

/**
 * The cards of a results answer: clinics a page at a time beside their map; dietitians a page at a time;
 * a virtual visit as its single card (§2).
 */
export function ResultsList(props: ResultsListProps) {
  const { plan, search, results } = props;
  const navigate = useNavigate();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const cardHeadings = useRef(new Map<string, HTMLHeadingElement>());
  const [activeId, setActiveId] = useState<string | undefined>();
  const focusCard = useRef<string | null>(null);
  const previousPage = useRef<number | null>(null);

  const shown = plan.kind === 'virtual' ? results.slice(0, 1) : results;
  const pageCount = pageCountOf(shown.length);
  const page = Math.min(Math.max(1, search.page), pageCount);
  const cards = plan.kind === 'virtual' ? shown : pageOfResults(shown, page);
  const markers = useMemo(() => (plan.kind === 'inPerson' ? results.flatMap(markerOf) : []), [plan.kind, results]);
  const navigationFor = (target: number) => resultsNavigation({ ...search, page: target });

  // A new page moves focus to the list heading (or to the card chosen on the map), as a new page would.
  useEffect(() => {
    const pageChanged = previousPage.current !== null && previousPage.current !== page;
    previousPage.current = page;
    // The chosen card may be on a page that is not shown yet: it is focused once that page is.
    const heading = focusCard.current ? cardHeadings.current.get(focusCard.current) : undefined;
    if (heading) {
      focusCard.current = null;
      heading.scrollIntoView?.({ block: 'start' });
      heading.focus({ preventScroll: true });
    } else if (pageChanged) {
      listHeadingRef.current?.focus();
    }
  }, [page, activeId]);

  const selectOnMap = (id: string) => {
    const index = shown.findIndex((entry) => entry.provider.providerId === id);
    if (index < 0) return;
    focusCard.current = id;
    setActiveId(id);
    const target = Math.floor(index / RESULTS_PAGE_SIZE) + 1;
    if (target !== page) {
      const next = navigationFor(target);
      navigate(next.to, { state: next.state });
    }
  };

  const list = (
    <section aria-labelledby="results-list-heading" className={listColumnClasses.list}>
      <h2 id="results-list-heading" ref={listHeadingRef} tabIndex={-1} className={listColumnClasses.heading}>
        {plan.kind === 'virtual' ? translate('results.virtualTeam') : resultsRangeText(page, shown.length, plan.kind)}
      </h2>
      {cards.map((entry) => (
        <ProviderCard
          key={entry.provider.providerId}
          plan={plan}
          provider={entry.provider}
          initial={entry}
          generation={props.generation}
          serviceIds={search.serviceIds}
          startDate={search.date}
          lastBookableDate={props.lastBookableDate}
          daysPerPage={props.daysPerPage}
          selected={props.selected}
          onSelect={props.onSelect}
          onContinue={props.onContinue}
          highlighted={entry.provider.providerId === activeId}
          headingRef={(element) => {
            if (element) cardHeadings.current.set(entry.provider.providerId, element);
            else cardHeadings.current.delete(entry.provider.providerId);
          }}
        />
      ))}
      <PageLinks page={page} pageCount={pageCount} linkFor={navigationFor} label={translate('results.pagesLabel')} />
    </section>
  );

  if (plan.kind !== 'inPerson') return list;
  return (
    <ListWithMap
      list={list}
      map={<ClinicMap markers={markers} activeId={activeId} onSelect={selectOnMap} label={RESULTS_TEXTS.mapLabel} />}
    />
  );
}
