import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordAnalyticsEvent } from '@/lib/analytics/analytics';
import { routeNameOf } from '@/lib/analytics/analytics-names';

/**
 * Records navigate (§7) on every route change with the route names it went from and to. Names, never paths
 * or queries: a query can hold what the visitor typed and the cancel path holds an appointment's code.
 */
export function useNavigateAnalytics(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    const from = routeNameOf(previous.current);
    previous.current = pathname;
    recordAnalyticsEvent('navigate', { from, to: routeNameOf(pathname) });
  }, [pathname]);
}
