import { webRoutes } from '@hs/contracts';
import { isAnalyticsName } from '@hs/domain';
import { matchPath } from 'react-router';

const ROUTES = Object.entries(webRoutes);

/**
 * The route table's name for a path ('results', 'cancel'), so analytics say where the visitor went without
 * the path itself: the cancel page's path holds an appointment id and code, and queries hold what was typed.
 */
export function routeNameOf(pathname: string): string {
  if (pathname === '/') return 'root';
  const found = ROUTES.find(([, pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return found ? found[0] : 'notFound';
}

/**
 * A form control's name as analytics may send it: the `name` attribute when it is an identifier
 * ('firstName', 'insurance.primary.memberId'), else nothing. Never the value, which is not even looked at.
 */
export function analyticsFieldName(target: EventTarget | null): string | undefined {
  if (!target || !('getAttribute' in target) || typeof target.getAttribute !== 'function') return undefined;
  const name = (target as Element).getAttribute('name');
  return name && isAnalyticsName(name) ? name : undefined;
}
