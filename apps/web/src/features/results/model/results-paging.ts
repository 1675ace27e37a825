import { LOCATOR } from '@hs/domain';
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
  const noun = kind === 'dietitian' ? (total === 1 ? 'dietitian' : 'dietitians') : total === 1 ? 'clinic' : 'clinics';
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * RESULTS_PAGE_SIZE + 1;
  const last = Math.min(total, page * RESULTS_PAGE_SIZE);
  return first === last ? `Showing ${first} of ${total} ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`;
}
