import { ConfirmCodeSchema, OpaqueCodeSchema } from '@hs/contracts';
import { isApiRequestError } from '@/lib/api/api-client';

export type LookupFailure = 'not-found' | 'rate-limited' | 'error';

/**
 * What a failed lookup means for the visitor. The API answers 404 alike for an unknown id and a wrong
 * code (so neither can be probed), and 400 for values that cannot be ours; both read as not found.
 */
export function lookupFailure(error: unknown): LookupFailure {
  if (!isApiRequestError(error)) return 'error';
  if (error.status === 404 || error.status === 400) return 'not-found';
  if (error.status === 429) return 'rate-limited';
  return 'error';
}

/** Link values that cannot be an appointment id or code are not worth a request (nor a counted attempt). */
export function isPlausibleLink(id: string | undefined, code: string | undefined): boolean {
  return OpaqueCodeSchema.safeParse(id).success && ConfirmCodeSchema.safeParse(code).success;
}
