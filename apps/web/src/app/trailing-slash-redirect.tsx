import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { stripTrailingSlash } from '@/config/paths';

/**
 * Strips trailing slashes (§2), keeping query, hash and history state. The router matches
 * '/a/' and '/a' alike, so this check sits on the root route rather than in the route table.
 */
export function TrailingSlashRedirect({ children }: { children: ReactNode }) {
  const location = useLocation();
  const pathname = stripTrailingSlash(location.pathname);
  if (pathname !== location.pathname) {
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} state={location.state} />;
  }
  return children;
}
