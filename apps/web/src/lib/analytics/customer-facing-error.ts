import {
  type AnalyticsEndpoint,
  type AnalyticsErrorCode,
  type AnalyticsFlow,
  NO_RELEVANT_ENDPOINT,
} from '@hs/contracts';
import { recordAnalyticsEvent } from './analytics';

/**
 * §8 "Default customer-facing error": the message saying what is said when a failure has nothing more specific, and the code,
 * endpoint and status it is reported under when no call is to blame.
 */
export const DEFAULT_CUSTOMER_FACING_ERROR = {
  text: 'shell.error.unknown',
  description: 'UNKNOWN_ERROR',
  endpoint: NO_RELEVANT_ENDPOINT,
  code: -1,
} as const;

export interface CustomerFacingError {
  flow?: AnalyticsFlow | undefined;
  /** What went wrong, as one of our codes, never the message shown (it may quote the server). */
  description?: AnalyticsErrorCode | undefined;
  /** The route pattern of the failed call: `analyticsEndpointOf` gives it for a path as sent. */
  endpoint?: AnalyticsEndpoint | undefined;
  /** The HTTP status; 0 when no answer came. */
  code?: number | undefined;
}

/** Reports a customer-facing service error (§7), each detail the caller lacks taken from the default. */
export function reportCustomerFacingError(error: CustomerFacingError = {}): void {
  recordAnalyticsEvent('customer-facing-service-error', {
    flow: error.flow,
    description: error.description ?? DEFAULT_CUSTOMER_FACING_ERROR.description,
    endpoint: error.endpoint ?? DEFAULT_CUSTOMER_FACING_ERROR.endpoint,
    code: error.code ?? DEFAULT_CUSTOMER_FACING_ERROR.code,
  });
}
