import { type ComponentProps, lazy, Suspense } from 'react';
import type { WaitlistJoin as LoadedJoin } from './waitlist-join';

const Join = lazy(() => import('./waitlist-join').then((module) => ({ default: module.WaitlistJoin })));

/**
 * The waitlist's join form, with its form library, loaded when a page first shows it: the results show it only
 * when a search finds no times, and the confirmation and manage pages below their first screen, so none of them
 * makes a visitor download it before the page is usable.
 */
export function WaitlistJoin(props: ComponentProps<typeof LoadedJoin>) {
  return (
    <Suspense fallback={null}>
      <Join {...props} />
    </Suspense>
  );
}
