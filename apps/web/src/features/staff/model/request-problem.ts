import { isApiRequestError } from '@/lib/api/api-client';

/**
 * What to tell the member when a call failed: the server's own words for a refusal (a check-in outside its
 * window, a visit already cancelled, a role that does not allow it), which say why; otherwise `fallback`.
 */
export function requestProblem(error: unknown, fallback: string): string {
  if (!isApiRequestError(error)) return fallback;
  if (error.status === 0) return `${fallback} The staff console could not be reached: check your connection.`;
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return `${fallback} Try again in a moment.`;
}
