import { type AnalyticsDetail, NO_RELEVANT_ENDPOINT, recordAnalyticsEvent } from './analytics';

/**
 * §8 "Default customer-facing error": what is said and reported when a failure has nothing more specific,
 * with the endpoint and code it is reported under when no call is to blame.
 */
export const DEFAULT_CUSTOMER_FACING_ERROR = {
  description: 'An unknown error occurred. Please try to view this feature again in a few moments.',
  endpoint: NO_RELEVANT_ENDPOINT,
  code: -1,
} as const;

export type CustomerFacingError = Partial<AnalyticsDetail<'customer-facing-service-error'>>;

/** Reports a customer-facing service error (§7), each detail the caller lacks taken from the default. */
export function reportCustomerFacingError(error: CustomerFacingError = {}): void {
  recordAnalyticsEvent('customer-facing-service-error', {
    flow: error.flow,
    description: error.description ?? DEFAULT_CUSTOMER_FACING_ERROR.description,
    endpoint: error.endpoint ?? DEFAULT_CUSTOMER_FACING_ERROR.endpoint,
    code: error.code ?? DEFAULT_CUSTOMER_FACING_ERROR.code,
  });
}
