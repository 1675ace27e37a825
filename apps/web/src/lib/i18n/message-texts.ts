import type { MessageId } from '@/locales/source-messages';
import { type MessageValues, translate } from './i18n';

type Texts<Spec> = { readonly [Key in keyof Spec]: Spec[Key] extends MessageId ? string : Spec[Key] };

/**
 * A feature's texts as an object its components read as before (`RESULTS_TEXTS.heading`), each text a message
 * read in the language shown at the moment it is read: ids become their message, functions (messages with
 * values) stay as they are. The pages render again when the visitor switches language (`app/router.tsx`). Texts
 * always said in one language read their messages through `say` instead.
 */
export function messageTexts<Spec extends Record<string, MessageId | ((...args: never[]) => string)>>(
  spec: Spec,
  say: (id: MessageId, values?: MessageValues) => string = translate,
): Texts<Spec> {
  const texts = {};
  for (const [key, value] of Object.entries(spec)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: typeof value === 'string' ? () => say(value as MessageId) : () => value,
    });
  }
  return texts as Texts<Spec>;
}

/**
 * `spec` with some of its fields (a label, a hint) read from the catalog each time they are read, for settings made
 * once when a module loads and shown in the language of the moment.
 */
export function withMessages<Spec extends object, Key extends string>(
  spec: Spec,
  messages: Record<Key, MessageId>,
): Spec & Readonly<Record<Key, string>> {
  const texts = { ...spec };
  for (const [key, id] of Object.entries<MessageId>(messages)) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => translate(id) });
  }
  return texts as Spec & Readonly<Record<Key, string>>;
}
