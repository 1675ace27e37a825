import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** Scroll offsets by history entry, kept across a reload of the tab like the history itself. */
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Starts each new page at the top (or at the element its hash names) and Back or Forward where the visitor
 * left that page, as full page loads would; the first page stays where the visitor has it. The browser's own restoration is turned off: it acts on
 * popstate, before the page it returns to has rendered.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The page the document loaded with was on screen before the app started (decision 028): a visitor may have
  // scrolled its prerendered view already, and that is where it stays.
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    // Recorded as the visitor scrolls: by the time the next location is known, the next page has replaced this one.
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key, hash, navigationType]);
}
