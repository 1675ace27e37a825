import {
  type BundledContent,
  type ErrorBannerConfig,
  errorBannerConfig,
  type FlowConfig,
  flowConfig,
  type SchedulerConfig,
  type SearchFormTexts,
  schedulerConfig,
  schedulerDocument,
  type TravelPromotionTexts,
} from '@hs/content';
import { useContent, useContentDocument } from '@/lib/content/use-content';

export interface SearchContent {
  texts: SearchFormTexts;
  promotion: TravelPromotionTexts;
  config: SchedulerConfig;
  flows: FlowConfig;
  errorBanner: ErrorBannerConfig;
  /** The lead paragraph under the heading (scheduler texts topMessage). */
  topMessage: string;
}

/** The bundled copies: the same objects the content service is seeded with. */
export const BUNDLED_SEARCH_CONTENT: SearchContent = {
  texts: schedulerDocument.data.searchForm,
  promotion: schedulerDocument.data.travelPromotion,
  config: schedulerConfig.data,
  flows: flowConfig.data,
  errorBanner: errorBannerConfig.data,
  topMessage: schedulerDocument.data.topMessage,
};

/**
 * The form is usable before the content service answers: until then (and when it cannot answer in AUTO
 * mode) the bundled copies stand in.
 */
function useContentValue<T>(entry: BundledContent<T>): T {
  return useContent(entry).data ?? entry.data;
}

/** Everything the search page reads from the content service (§7). */
export function useSearchContent(): SearchContent {
  const document = useContentDocument(schedulerDocument).data ?? schedulerDocument.data;
  return {
    texts: document.searchForm,
    promotion: document.travelPromotion,
    config: useContentValue(schedulerConfig),
    flows: useContentValue(flowConfig),
    errorBanner: useContentValue(errorBannerConfig),
    topMessage: document.topMessage,
  };
}
