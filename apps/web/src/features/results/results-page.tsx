import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchResults } from '@/features/results/api/prefetch-results';
import { ResultsScreen } from '@/features/results/components/results-screen';
import { prepareZoneFormatting } from '@/lib/appointments/time-zone-label';
import type { PageLocation } from '@/lib/navigation/page-module';

/** Route module of the results screen (§2 `results`). */
export function Component() {
  useEffect(prepareZoneFormatting, []);
  return <ResultsScreen />;
}

export function prefetch(client: QueryClient, { searchParams }: PageLocation): void {
  void prefetchResults(client, searchParams).catch(() => {});
}
