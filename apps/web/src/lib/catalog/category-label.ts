import type { SchedulerConfig } from '@hs/content';

/** What the pages call a category: its configured label (a translation's), else its name, which is its key. */
export const categoryLabel = (config: SchedulerConfig | undefined, category: string): string =>
  config?.categories.find((entry) => entry.category === category)?.label ?? category;
