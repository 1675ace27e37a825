import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isNewerBuildServed } from '@/lib/api/web-build';

const loadInFull = () => window.location.reload();

/**
 * Whether this navigation loads the page in full instead: once an answer has named a build other than this tab's
 * (lib/api/web-build.ts), the next page comes from the server, with the code and contracts it now serves, rather
 * than from old code asking for chunks that may be gone. Drafts live in sessionStorage, so the visitor loses
 * nothing (decision 046).
 */
export function useNewBuildOnNavigation(
  reload: () => void = loadInFull,
  newerBuildServed: () => boolean = isNewerBuildServed,
): boolean {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const loadsInFull = key !== firstKey && newerBuildServed();
  useEffect(() => {
    if (loadsInFull) reload();
  }, [loadsInFull, reload]);
  return loadsInFull;
}
