import type { QueryClient } from '@tanstack/react-query';
import { prefetchResults } from '@/features/results/api/prefetch-results';
import { ResultsScreen } from '@/features/results/components/results-screen';
import type { PageLocation } from '@/lib/navigation/page-module';

/** Route module of the results screen (§2 `results`). */
export function Component() {
  return <ResultsScreen />;
}

export function prefetch(client: QueryClient, { searchParams }: PageLocation): void {
  void prefetchResults(client, searchParams).catch(() => {});
}
