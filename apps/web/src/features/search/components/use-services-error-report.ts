import { servicesPath } from '@hs/contracts';
import { useEffect } from 'react';
import { reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { isApiRequestError } from '@/lib/api/api-client';

/** §8: a failed service list is reported as a customer-facing error with status, status text and endpoint. */
export function useServicesErrorReport(error: Error | null): void {
  useEffect(() => {
    if (!error) return;
    const status = isApiRequestError(error) ? error.status : 0;
    // §8 asks for the status text too; the status says as much, and the server's message is no word of ours.
    reportCustomerFacingError({ description: 'SERVICES_UNAVAILABLE', endpoint: servicesPath, code: status });
  }, [error]);
}
