import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const MAIN_CONTENT_ID = 'main';

/** The skip link's action: focuses <main> directly, as following '#main' would add a fragment and a history entry. */
export function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * After a client-side page change, moves focus to the new page's h1 so screen readers announce it
 * and keyboard users start at the top of the new content, as on a full page load.
 * The first page is left alone, as are replace-redirects before the user has navigated
 * (e.g. '/' to the scheduler, or a stripped trailing slash): those are still the initial load.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  const userHasNavigated = useRef(false);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (navigationType !== 'REPLACE') userHasNavigated.current = true;
    if (!userHasNavigated.current) return;
    const heading = document.getElementById(MAIN_CONTENT_ID)?.querySelector<HTMLElement>('h1');
    // The scroll position is the scroll restoration's: Back returns to where the page was left, not to its h1.
    heading?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}
