import type { AnalyticsAlert } from '@hs/contracts';
import { useEffect } from 'react';
import { recordAnalyticsEvent } from './analytics';
import { routeNameOf } from './analytics-names';

/**
 * Records display-alert (§7) each time an alert, banner or error modal comes into view: `alert` names it
 * (undefined while it is hidden, null for one that is never recorded), and a changed `shownAgain` (a new failed
 * submit) counts as showing it again.
 * The name only, never the text, which can carry a phone number or a date.
 */
export function useAlertAnalytics(alert: AnalyticsAlert | null | undefined, shownAgain?: unknown): void {
  useEffect(() => {
    if (alert) recordAnalyticsEvent('display-alert', { alert, route: routeNameOf(window.location.pathname) });
  }, [alert, shownAgain]);
}
