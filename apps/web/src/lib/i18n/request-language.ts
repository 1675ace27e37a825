import { shownLanguage } from './i18n';
import { type Language, visitorLanguage } from './language';

/**
 * The language the server is to write to the patient in (e-mails, texts, calendar files), for the optional
 * `language` of the booking and reschedule request bodies (issue 32): the one the pages are shown in, English for
 * the pseudo-language. The request builders add it once the contracts carry the field.
 */
export const requestLanguage = (): Language => visitorLanguage(shownLanguage());
