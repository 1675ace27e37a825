import type { TravelPromotionTexts } from '@hs/content';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface TravelPromotionModalProps {
  open: boolean;
  texts: TravelPromotionTexts;
  /** true for 'Add Travel Vaccines', false for 'No'; either way the search goes on. */
  onAnswer: (addPromotion: boolean) => void;
  /** Closing (Escape or ×) answers nothing: the visitor stays on the form. */
  onClose: () => void;
}

/** §2 'Need Travel Preparations?', offered before a vaccine search goes on. */
export function TravelPromotionModal({ open, texts, onAnswer, onClose }: TravelPromotionModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.heading}
      actions={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {texts.declineLabel}
          </Button>
          <Button onClick={() => onAnswer(true)}>{texts.acceptLabel}</Button>
        </>
      }
    >
      <p>{texts.body}</p>
    </Modal>
  );
}
