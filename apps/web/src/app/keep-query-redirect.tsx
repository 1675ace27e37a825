import { Navigate, useLocation } from 'react-router';

/** A replace-redirect that keeps the query and hash, so links such as '/?type=Vaccines' keep working. */
export function KeepQueryRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}
