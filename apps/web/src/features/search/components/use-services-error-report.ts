import { servicesPath } from '@hs/contracts';
import { useEffect } from 'react';
import { recordAnalyticsEvent } from '@/lib/analytics/analytics';
import { isApiRequestError } from '@/lib/api/api-client';

/** §8: a failed service list is reported as a customer-facing error with status, status text and endpoint. */
export function useServicesErrorReport(error: Error | null): void {
  useEffect(() => {
    if (!error) return;
    const status = isApiRequestError(error) ? error.status : 0;
    recordAnalyticsEvent('customer-facing-service-error', {
      description: isApiRequestError(error) ? (error.errors[0]?.message ?? error.message) : 'Request failed.',
      endpoint: servicesPath,
      code: status,
    });
  }, [error]);
}
