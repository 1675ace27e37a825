import type { AnalyticsEndpoint, AnalyticsErrorCode } from '@hs/contracts';
import { useEffect } from 'react';
import { isApiRequestError } from '@/lib/api/api-client';
import { reportCustomerFacingError } from './customer-facing-error';

/**
 * Reports each failure of a call the page depends on (§8) as a customer-facing service error: our code for
 * what failed, the call's path and the HTTP status, 0 when no answer came. A retry that fails again is a new
 * error, so it is reported again.
 */
export function useFailureReport(
  error: Error | null,
  description: AnalyticsErrorCode,
  endpoint: AnalyticsEndpoint,
): void {
  useEffect(() => {
    if (!error) return;
    reportCustomerFacingError({ description, endpoint, code: isApiRequestError(error) ? error.status : 0 });
  }, [error, description, endpoint]);
}
