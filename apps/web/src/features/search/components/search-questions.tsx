import type { SearchFormTexts, TravelPromotionTexts } from '@hs/content';
import { leadService } from '@/features/search/model/category-config';
import { connectionMessageFor } from '@/features/search/model/search-error';
import { StateSelectionModalDialog } from './state-selection-modal';
import { TravelPromotionModal } from './travel-promotion-modal';
import type { PendingSearch, useSearchSubmit } from './use-search-submit';

export interface SearchQuestionsProps {
  pending: NonNullable<PendingSearch>;
  search: ReturnType<typeof useSearchSubmit>;
  texts: SearchFormTexts;
  promotion: TravelPromotionTexts;
}

/**
 * What a submitted search may still ask before it goes on (§2): travel vaccines, or the state of a virtual visit.
 * Loaded with the first such question, not with the form: most searches never ask.
 */
export default function SearchQuestions({ pending, search, texts, promotion }: SearchQuestionsProps) {
  if (pending.ask === 'promotion') {
    return <TravelPromotionModal open texts={promotion} onAnswer={search.answerPromotion} onClose={search.cancel} />;
  }
  const category = pending.request.category;
  if (!category.stateSelectionModal) return null;
  return (
    <StateSelectionModalDialog
      modalId={category.stateSelectionModal.ampCollectionId}
      serviceId={leadService(pending.request.services, category.category)?.id}
      location={pending.request.values.location}
      connectionMessage={(status) => connectionMessageFor(status, texts)}
      onConfirm={search.chooseState}
      onCancel={search.cancel}
    />
  );
}
