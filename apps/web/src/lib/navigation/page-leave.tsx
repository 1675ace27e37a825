import { createContext, type ReactNode, type RefObject, useContext, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';

const RouterLocation = createContext<RefObject<Location> | null>(null);

/** Keeps the router's committed location where pages that are leaving can still read it. */
export function PageLeaveProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  return <RouterLocation.Provider value={current}>{children}</RouterLocation.Provider>;
}

/**
 * Calls `onLeave` with the location navigated to when the visitor leaves the page this component is on: by a
 * link, browser Back or Forward, or our own navigate. It never holds a navigation up. A reload or a closed
 * tab is not a leave, and nor is an unmount that keeps the router where it was.
 */
export function usePageLeave(onLeave: (next: Location) => void): void {
  const current = useContext(RouterLocation);
  if (!current) throw new Error('usePageLeave needs a PageLeaveProvider above it.');
  const shownAt = useLocation();
  const latest = useRef({ onLeave, shownAt });
  useLayoutEffect(() => {
    latest.current = { onLeave, shownAt };
  });
  useLayoutEffect(
    () => () => {
      // The provider takes the new location in the same commit that unmounts this page, after this cleanup.
      queueMicrotask(() => {
        const next = current.current;
        if (next.key !== latest.current.shownAt.key) latest.current.onLeave(next);
      });
    },
    [current],
  );
}
