import { isApiRequestError } from '@/lib/api/api-client';
import { apiErrorMessage } from '@/lib/api/api-error-messages';
import { translate } from '@/lib/i18n/i18n';

/** The server key whose message replaces the generic one on a server error (§8). */
export const TOO_MANY_REASONS_KEY = 'TooManyReasonsErrorMessage';

/**
 * The first two status categories of §8, whose answers carry a message meant for the visitor: a request
 * the server refused as malformed (400) and a clinic it does not know (404).
 */
const SERVER_WORDED_STATUSES: readonly number[] = [400, 404];

export interface SupportContact {
  email: string;
  phone: string;
}

/** A failed clinic API call as the visitor reads it; `cause` keeps the server's own detail. */
export class ClinicApiError extends Error {
  override readonly name = 'ClinicApiError';
}

/**
 * §8 clinic API errors by status category: 400 and 404 show the server's message (its code's, in the visitor's
 * language: `apiErrorMessage`); a server error (5xx)
 * shows the generic message unless the server's TooManyReasonsErrorMessage supplies one; any other status
 * (a call that got no answer included) shows the generic message too.
 */
export function clinicApiError(error: unknown, contact: SupportContact): ClinicApiError {
  // §8: the clinic API's generic message, with customer support's e-mail and phone.
  const generic = translate('locator.apiGenericError', { email: contact.email, phone: contact.phone });
  if (!isApiRequestError(error)) return new ClinicApiError(generic, { cause: error });
  const [problem] = error.errors;
  const detail = problem?.message;
  const status = error.status;
  let message = generic;
  if (SERVER_WORDED_STATUSES.includes(status) && problem) message = apiErrorMessage(problem) ?? generic;
  else if (status >= 500) {
    const tooMany = error.errors.find((candidate) => candidate.code === TOO_MANY_REASONS_KEY);
    message = (tooMany && apiErrorMessage(tooMany)) ?? generic;
  }
  return new ClinicApiError(message, { cause: detail });
}
