import { showIn } from './i18n';
import type { DisplayLanguage } from './language';
import { rememberLanguage } from './visitor-language';

/**
 * Shows the pages in `language` where the visitor is: nothing navigates or reloads, so a held time, a half-filled
 * form and the results stay as they were. The choice is kept for the visit, and the layout keeps it in the address.
 */
export async function switchLanguage(language: DisplayLanguage): Promise<void> {
  try {
    rememberLanguage(globalThis.sessionStorage, language);
  } catch {
    // Storage that cannot be reached: the address keeps the language.
  }
  await showIn(language);
}
