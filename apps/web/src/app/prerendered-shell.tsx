import { useLayoutEffect, useRef, useState } from 'react';
import type { DisplayLanguage } from '@/lib/i18n/language';
import { PageLoading } from './page-loading';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, ROUTE_SHELL_ATTRIBUTE } from './route-shell-attribute';

let prerendered: Element | null = null;

/**
 * Leaves the HTML's first view only in the visitor's language (the HTML carries one per language, the stylesheet
 * showing the one `<html lang>` names): the page area kept below is then theirs.
 */
export function keepPrerenderedView(root: Element, language: DisplayLanguage): void {
  for (const view of root.querySelectorAll(`[${PRERENDERED_LANGUAGE_ATTRIBUTE}]`)) {
    if (view.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) !== language) view.remove();
  }
}

/**
 * Remembers the page area the HTML arrived with. React's first commit empties the root, so the loading page
 * puts this very element back in the same commit: nothing flickers, and the browser sees no new, larger
 * content to paint until the page itself arrives.
 */
export function keepPrerenderedShell(root: Element): void {
  prerendered = root.querySelector(`[${ROUTE_SHELL_ATTRIBUTE}]`);
}

/**
 * What shows while the first page's code loads: the prerendered page area when the HTML had one (once:
 * later waits show the spinner), else the loading indicator.
 */
export function FirstPageFallback() {
  const [shell] = useState(() => prerendered);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!shell) return;
    slot.current?.append(shell);
    prerendered = null;
  }, [shell]);
  return shell ? <div ref={slot} /> : <PageLoading />;
}
