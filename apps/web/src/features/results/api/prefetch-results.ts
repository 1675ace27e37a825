import { schedulerConfig } from '@hs/content';
import type { QueryClient } from '@tanstack/react-query';
import { categoryConfigOf, resultsPlan } from '@/features/results/model/results-plan';
import { resultsRequest } from '@/features/results/model/results-queries';
import { servicesQuery } from '@/lib/catalog/services-query';
import { contentQueryOptions } from '@/lib/content/use-content';
import { mergeSearchState } from '@/lib/search/search-state';
import { resultsQuery } from './use-results';

/**
 * Starts the search the results screen makes for the search in `searchParams`, as soon as the settings it is
 * planned with are there (useResultsSettings). Router state, which can override the query, is not read: a search
 * that differs is simply made again by the screen.
 */
export async function prefetchResults(client: QueryClient, searchParams: URLSearchParams): Promise<void> {
  const search = mergeSearchState(searchParams, null);
  const [config, catalog] = await Promise.all([
    client.ensureQueryData(contentQueryOptions(schedulerConfig)),
    client.ensureQueryData(servicesQuery),
  ]);
  const plan = resultsPlan({
    category: categoryConfigOf(config, search.type),
    search,
    services: catalog.data.services,
  });
  const request = resultsRequest(plan, search);
  if (request) await client.prefetchQuery(resultsQuery(request));
}
