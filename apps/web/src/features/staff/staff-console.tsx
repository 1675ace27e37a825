import { Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageErrorBoundary } from '@/components/page/page-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { showPageIn } from '@/lib/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/language';
import { useLanguage } from '@/lib/i18n/use-translate';
import { useRouteFocus } from '@/lib/navigation/use-route-focus';
import { StaffApiProvider } from './api/staff-api';
import { ConsoleFailed } from './components/console-failed';
import { StaffRouteTree } from './staff-route-tree';
import { staffStylesheet } from './staff-stylesheet';

function StyledConsole() {
  // Shown once its own stylesheet is there: never a flash of the console without its layout.
  use(staffStylesheet());
  return (
    <StaffApiProvider>
      <StaffRouteTree />
    </StaffApiProvider>
  );
}

/**
 * The console is in English, the shared controls' words and `<html lang>` too, whatever language a visitor chose
 * in this tab: that choice stays theirs for the patient pages.
 */
function useConsoleLanguage() {
  const language = useLanguage();
  useEffect(() => {
    // Should English fail to load, the console stays in the visitor's language rather than fail.
    if (language !== DEFAULT_LANGUAGE) showPageIn(DEFAULT_LANGUAGE).catch(() => undefined);
  }, [language]);
}

/**
 * The staff console at /staff (decision 053): a lazy module of its own, which no patient page loads, with its own
 * layout, pages, client and stylesheet. It shares the app's router, query cache and UI primitives.
 */
export function Component() {
  useConsoleLanguage();
  useRouteFocus();
  const { key } = useLocation();
  return (
    <PageErrorBoundary resetKey={key} fallback={<ConsoleFailed />}>
      <Suspense fallback={<Spinner label="Loading the staff console" />}>
        <StyledConsole />
      </Suspense>
    </PageErrorBoundary>
  );
}
