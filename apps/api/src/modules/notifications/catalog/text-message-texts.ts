import type { Translated } from '@hs/domain';

/** The parts every text message shares. */
export interface TextMessageTexts {
  /** The carriers' (CTIA) opt-out wording every text ends with; STOP is the keyword they act on in any language. */
  optOut: string;
  /** A video visit's {place}, which has no street. */
  videoVisit: string;
}

export const textMessageTexts: Translated<TextMessageTexts> = {
  en: { optOut: 'Reply STOP to opt out.', videoVisit: 'video visit' },
  es: { optOut: 'Responda STOP para salir.', videoVisit: 'visita por video' },
  // How to stop texts is what the patient consented on; its Spanish must say exactly that.
  review: ['optOut'],
};
