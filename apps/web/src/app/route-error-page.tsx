import { useEffect } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Button } from '@/components/ui/button';
import { DEFAULT_CUSTOMER_FACING_ERROR, reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. an old tab after a release
 * removed the chunk it wants): reloading fetches the current build.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  // No call is to blame, so the default description, endpoint and code are what is reported (§8).
  useEffect(() => reportCustomerFacingError(), []);
  return (
    <>
      <PageHeading>Sorry, something went wrong</PageHeading>
      <p>{DEFAULT_CUSTOMER_FACING_ERROR.text}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </>
  );
}
