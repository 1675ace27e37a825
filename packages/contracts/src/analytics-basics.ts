import { SERVICE_CATEGORIES } from '@hs/domain';

/*
 * The few analytics words the search form's first screen uses at run time, apart from the long lists in
 * analytics-vocabulary.ts, so that its code carries only these (decision 047's budget).
 */

/** One batch is what a page flushes at once; a larger one is a sign of a loop or abuse. */
export const ANALYTICS_LIMITS = { maxEvents: 20, maxPayloadBytes: 16 * 1024 } as const;

/** §8: the endpoint a customer-facing error names when no call is to blame. */
export const NO_RELEVANT_ENDPOINT = 'no relevant value';

/**
 * The scheduler configuration's categories (content `scheduler-config`). Operators may add one in the content
 * store; until it is listed here its flows start without a category rather than with a text of the store's.
 */
export const ANALYTICS_CATEGORIES = SERVICE_CATEGORIES;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** Whether `value` is one of `list`'s words; narrows it to them. */
export function isListed<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
