import {
  ANALYTICS_CATEGORIES,
  ANALYTICS_FIELDS,
  type AnalyticsCategory,
  type AnalyticsField,
  type AnalyticsRoute,
  isListed,
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

/** Printed during development and tests for a name the API would refuse (decision 044). */
export const UNLISTED_FIELD = 'Analytics: a field name missing from ANALYTICS_FIELDS';

/**
 * A field as analytics may name it: a form control's `name` attribute or an error's path ('firstName',
 * 'primary.memberId'), never the value, which is not even looked at. Development and tests check it against the
 * API's list and say when it is missing (the web tests then fail); the production build leaves the list out,
 * since the search form would carry it on its first screen, and the API refuses a name it does not list.
 */
export function analyticsField(name: string | null | undefined): AnalyticsField | undefined {
  // A control named at run time (an id from useId) is not a field of ours.
  if (!name || !isAnalyticsName(name)) return undefined;
  if (import.meta.env.DEV && !isListed(ANALYTICS_FIELDS, name)) {
    console.error(`${UNLISTED_FIELD}: ${name}`);
    return undefined;
  }
  return name as AnalyticsField;
}

/** The field an event in a form happened on, by its control's name attribute. */
export function analyticsFieldName(target: EventTarget | null): AnalyticsField | undefined {
  if (!target || !('getAttribute' in target) || typeof target.getAttribute !== 'function') return undefined;
  return analyticsField((target as Element).getAttribute('name'));
}

/** A category of the scheduler configuration, or nothing for one added in the content store and not listed. */
export const analyticsCategoryOf = (category: string | undefined): AnalyticsCategory | undefined =>
  isListed(ANALYTICS_CATEGORIES, category) ? category : undefined;
