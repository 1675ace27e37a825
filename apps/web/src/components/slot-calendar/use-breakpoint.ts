import { BREAKPOINTS } from '@hs/domain';
import { useSyncExternalStore } from 'react';

/** The screen sizes of §9: desktop from 1600 px, tablet from 900, mobile from 480, tiny below. */
export type Breakpoint = 'desktop' | 'tablet' | 'mobile' | 'tiny';

const QUERIES: readonly [Breakpoint, string][] = [
  ['desktop', `(min-width: ${BREAKPOINTS.desktop}px)`],
  ['tablet', `(min-width: ${BREAKPOINTS.tablet}px)`],
  ['mobile', `(min-width: ${BREAKPOINTS.mobile}px)`],
];

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function currentBreakpoint(): Breakpoint {
  // Without media queries (server rendering, some test DOMs) the widest layout is the safe default.
  if (!canMatch()) return 'desktop';
  return QUERIES.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? 'tiny';
}

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => undefined;
  const lists = QUERIES.map(([, query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The current §9 breakpoint, kept up to date as the window is resized or the device rotated. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => 'desktop');
}
