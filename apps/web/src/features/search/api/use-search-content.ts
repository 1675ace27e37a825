import {
  type BundledContent,
  type ErrorBannerConfig,
  errorBannerConfigCopy,
  type FlowConfig,
  flowConfigCopy,
  type SchedulerConfig,
  type SearchFormTexts,
  schedulerConfigCopy,
  schedulerDocumentCopy,
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
  texts: schedulerDocumentCopy.data.searchForm,
  promotion: schedulerDocumentCopy.data.travelPromotion,
  config: schedulerConfigCopy.data,
  flows: flowConfigCopy.data,
  errorBanner: errorBannerConfigCopy.data,
  topMessage: schedulerDocumentCopy.data.topMessage,
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
  const document = useContentDocument(schedulerDocumentCopy).data ?? schedulerDocumentCopy.data;
  return {
    texts: document.searchForm,
    promotion: document.travelPromotion,
    config: useContentValue(schedulerConfigCopy),
    flows: useContentValue(flowConfigCopy),
    errorBanner: useContentValue(errorBannerConfigCopy),
    topMessage: document.topMessage,
  };
}
