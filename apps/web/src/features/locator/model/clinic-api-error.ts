import { isApiRequestError } from '@/lib/api/api-client';

/** §8: the clinic API's generic message; {email} and {phone} are customer support's. */
export const CLINIC_API_GENERIC_ERROR =
  'Oops, something went wrong! Please contact customer support at {email} or call us at {phone}.';

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
 * §8 clinic API errors by status category: 400 and 404 show the server's message; a server error (5xx)
 * shows the generic message unless the server's TooManyReasonsErrorMessage supplies one; any other status
 * (a call that got no answer included) shows the generic message too.
 */
export function clinicApiError(error: unknown, contact: SupportContact): ClinicApiError {
  const generic = CLINIC_API_GENERIC_ERROR.replace('{email}', contact.email).replace('{phone}', contact.phone);
  if (!isApiRequestError(error)) return new ClinicApiError(generic, { cause: error });
  const detail = error.errors[0]?.message;
  const status = error.status;
  let message = generic;
  if (SERVER_WORDED_STATUSES.includes(status) && detail) message = detail;
  else if (status >= 500) {
    message = error.errors.find((problem) => problem.code === TOO_MANY_REASONS_KEY)?.message ?? generic;
  }
  return new ClinicApiError(message, { cause: detail });
}
