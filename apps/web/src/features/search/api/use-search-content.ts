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
import type { QueryClient } from '@tanstack/react-query';
import { contentInLanguage, useContentDocumentNow, useContentNow } from '@/lib/content/use-content';

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

const searchContent: readonly BundledContent<unknown>[] = [schedulerConfig, flowConfig, errorBannerConfig];

/**
 * Everything the search page reads from the content service (§7). In English the form is usable before the
 * content service answers: until then (and when it cannot answer in AUTO mode) the bundled copies stand in. In
 * another language the page waits for its words (`searchContentReady`); undefined until they are there.
 */
export function useSearchContent(): SearchContent | undefined {
  const document = useContentDocumentNow(schedulerDocument);
  const config = useContentNow(schedulerConfig);
  const flows = useContentNow(flowConfig);
  const errorBanner = useContentNow(errorBannerConfig);
  if (!document || !config || !flows || !errorBanner) return undefined;
  return {
    texts: document.searchForm,
    promotion: document.travelPromotion,
    config,
    flows,
    errorBanner,
    topMessage: document.topMessage,
  };
}

/** The search page's words in the visitor's language, before it first renders (`PageModule.ready`). */
export const searchContentReady = (client: QueryClient) =>
  contentInLanguage(client, [schedulerDocument, ...searchContent]);
