import { ANALYTICS_ENDPOINTS, type AnalyticsEndpoint, isListed, NO_RELEVANT_ENDPOINT } from '@hs/contracts';

let endpointPatterns: (readonly [AnalyticsEndpoint, RegExp])[] | undefined;

/**
 * The API path a failed call went to, as its route names it: the pattern with `:id`, never the id (an
 * appointment's id is a secret), and never the query (it holds what was typed). §8's stand-in when unknown.
 */
export function analyticsEndpointOf(endpoint: string | undefined): AnalyticsEndpoint {
  const path = endpoint?.split('?')[0] ?? '';
  if (isListed(ANALYTICS_ENDPOINTS, path)) return path;
  endpointPatterns ??= ANALYTICS_ENDPOINTS.map(
    (endpoint) => [endpoint, new RegExp(`^${endpoint.replace(/:[A-Za-z]+/g, '[^/]+')}$`)] as const,
  );
  return endpointPatterns.find(([, pattern]) => pattern.test(path))?.[0] ?? NO_RELEVANT_ENDPOINT;
}
