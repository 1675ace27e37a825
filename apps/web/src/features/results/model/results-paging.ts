import { LOCATOR } from '@hs/domain';
import { translate } from '@/lib/i18n/i18n';
import type { ResultsKind } from './results-plan';

/** Cards per page: the locator's page size (§9), which keeps four calendars on screen at most. */
export const RESULTS_PAGE_SIZE = LOCATOR.pageSize;

export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));

export function pageOfResults<T>(list: readonly T[], page: number): T[] {
  const start = (Math.max(1, page) - 1) * RESULTS_PAGE_SIZE;
  return list.slice(start, start + RESULTS_PAGE_SIZE);
}

/** "Showing 5–8 of 21 clinics" */
export function resultsRangeText(page: number, total: number, kind: ResultsKind): string {
  if (total === 0) return translate('results.range.none', { kind });
  const first = (page - 1) * RESULTS_PAGE_SIZE + 1;
  const last = Math.min(total, page * RESULTS_PAGE_SIZE);
  return translate(first === last ? 'results.range.single' : 'results.range.span', { kind, first, last, total });
}
