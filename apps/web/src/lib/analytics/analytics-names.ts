import {
  ANALYTICS_CATEGORIES,
  ANALYTICS_ENDPOINTS,
  ANALYTICS_FIELDS,
  ANALYTICS_PRESCREEN_STEPS,
  type AnalyticsCategory,
  type AnalyticsEndpoint,
  type AnalyticsField,
  type AnalyticsRoute,
  isListed,
  NO_RELEVANT_ENDPOINT,
  type WebRouteName,
  webRoutes,
} from '@hs/contracts';
import { isAnalyticsName } from '@hs/domain';
import { matchPath } from 'react-router';

const ROUTES = Object.entries(webRoutes) as [WebRouteName, string][];

/**
 * The route table's name for a path ('results', 'cancel'), so analytics say where the visitor went without
 * the path itself: the cancel page's path holds an appointment id and code, and queries hold what was typed.
 */
export function routeNameOf(pathname: string): AnalyticsRoute {
  if (pathname === '/') return 'root';
  const found = ROUTES.find(([, pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return found ? found[0] : 'notFound';
}

/** Printed during development and tests for a form control whose name the API would refuse (decision 044). */
export const UNLISTED_FIELD = 'Analytics: a field name missing from ANALYTICS_FIELDS';

/**
 * A field as analytics may name it: a form control's `name` attribute or an error's path, when the API's list
 * has it ('firstName', 'insurance.primary.memberId'), else nothing. Never the value, which is not even looked at.
 */
export function analyticsField(name: string | null | undefined): AnalyticsField | undefined {
  if (!name) return undefined;
  if (isListed(ANALYTICS_FIELDS, name)) return name;
  // A control named at run time (an id from useId) is not a field of ours; a plain name is one not listed yet.
  if (import.meta.env.DEV && isAnalyticsName(name)) console.error(`${UNLISTED_FIELD}: ${name}`);
  return undefined;
}

/** The field an event in a form happened on, by its control's name attribute. */
export function analyticsFieldName(target: EventTarget | null): AnalyticsField | undefined {
  if (!target || !('getAttribute' in target) || typeof target.getAttribute !== 'function') return undefined;
  return analyticsField((target as Element).getAttribute('name'));
}

/** A category of the scheduler configuration, or nothing for one added in the content store and not listed. */
export const analyticsCategoryOf = (category: string | undefined): AnalyticsCategory | undefined =>
  isListed(ANALYTICS_CATEGORIES, category) ? category : undefined;

/** A prescreen step by its id, or 'prescreen' for a step added in the content store and not listed. */
export const prescreenStepName = (stepId: string) =>
  isListed(ANALYTICS_PRESCREEN_STEPS, stepId) ? stepId : ('prescreen' as const);

const ENDPOINT_PATTERNS = ANALYTICS_ENDPOINTS.map(
  (endpoint) => [endpoint, new RegExp(`^${endpoint.replace(/:[A-Za-z]+/g, '[^/]+')}$`)] as const,
);

/**
 * The API path a failed call went to, as its route names it: the pattern with `:id`, never the id (an
 * appointment's id is a secret), and never the query (it holds what was typed). §8's stand-in when unknown.
 */
export function analyticsEndpointOf(endpoint: string | undefined): AnalyticsEndpoint {
  const path = endpoint?.split('?')[0] ?? '';
  if (isListed(ANALYTICS_ENDPOINTS, path)) return path;
  return ENDPOINT_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? NO_RELEVANT_ENDPOINT;
}
