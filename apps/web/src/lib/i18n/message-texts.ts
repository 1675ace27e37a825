import type { MessageId } from '@/locales/source-messages';
import { translate } from './i18n';

type Texts<Spec> = { readonly [Key in keyof Spec]: Spec[Key] extends MessageId ? string : Spec[Key] };

/**
 * A feature's texts as an object its components read as before (`RESULTS_TEXTS.heading`), each text a message
 * read in the language shown at the moment it is read: ids become their message, functions (messages with
 * values) stay as they are. The pages render again when the visitor switches language (`app/router.tsx`).
 */
export function messageTexts<Spec extends Record<string, MessageId | ((...args: never[]) => string)>>(
  spec: Spec,
): Texts<Spec> {
  const texts = {};
  for (const [key, value] of Object.entries(spec)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: typeof value === 'string' ? () => translate(value as MessageId) : () => value,
    });
  }
  return texts as Texts<Spec>;
}
