import { flowConfig, reservationToggle, schedulerConfig } from '@hs/content';
import { DAYS_PER_PAGE } from '@hs/domain';
import { useMemo } from 'react';
import { categoryConfigOf, resultsPlan } from '@/features/results/model/results-plan';
import { useServices } from '@/lib/catalog/services-query';
import { useContent } from '@/lib/content/use-content';
import type { SearchState } from '@/lib/search/search-state';

/**
 * What both results screens read before they can fetch: the category's configuration, the flow settings,
 * the reservation toggle and the catalog. Failed content or catalog calls fall back to safe defaults
 * (the content client already falls back to bundled copies in AUTO mode).
 */
export type ResultsSettings = ReturnType<typeof useResultsSettings>;

export function useResultsSettings(search: SearchState) {
  const config = useContent(schedulerConfig);
  const flows = useContent(flowConfig);
  const toggles = useContent(reservationToggle);
  const catalog = useServices();

  const category = categoryConfigOf(config.data, search.type);
  const services = catalog.data;
  const plan = useMemo(() => resultsPlan({ category, search, services: services ?? [] }), [category, search, services]);
  const fallbackDays = plan.kind === 'virtual' ? DAYS_PER_PAGE.virtual : DAYS_PER_PAGE.inPerson;

  return {
    isReady: !config.isPending && !catalog.isPending,
    category,
    plan,
    catalog: services ?? [],
    daysPerPage: flows.data?.[plan.flow]?.daysPerPage ?? fallbackDays,
    reservationsOn: toggles.data?.[plan.flow] ?? true,
    submitWithLicensureState: config.data?.submitWithLicensureState ?? true,
  };
}
