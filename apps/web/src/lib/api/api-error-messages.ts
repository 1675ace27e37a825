import { shownLanguage, translate } from '@/lib/i18n/i18n';
import type { MessageId } from '@/locales/source-messages';

/**
 * The API's stable error codes a patient page may show, each with its message in the catalog: the API names what
 * went wrong by code and the page says it in the visitor's language.
 */
const API_ERROR_MESSAGES: Readonly<Record<string, MessageId>> = {
  NOT_FOUND: 'controls.apiError.notFound',
  CLINIC_NOT_FOUND: 'controls.apiError.clinicNotFound',
  LOCATION_UNKNOWN: 'controls.apiError.locationUnknown',
  SERVICE_NOT_FOUND: 'controls.apiError.serviceNotFound',
  NOT_LICENSED: 'controls.apiError.notLicensed',
  ALREADY_CANCELED: 'controls.apiError.alreadyCanceled',
  INVALID_INPUT: 'controls.apiError.invalidInput',
  BAD_REQUEST: 'controls.apiError.invalidInput',
  RATE_LIMITED: 'controls.apiError.rateLimited',
};

/**
 * What the page says for an API error: its code's message; for a code without one, the server's own words when the
 * page is in English (the API writes English), else nothing, so the caller's general message stands.
 */
export function apiErrorMessage(problem: { code: string; message?: string | undefined }): string | undefined {
  const id = API_ERROR_MESSAGES[problem.code];
  if (id) return translate(id);
  return shownLanguage() === 'en' ? problem.message : undefined;
}
