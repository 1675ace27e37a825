import { useEffect } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { Button } from '@/components/ui/button';
import { DEFAULT_CUSTOMER_FACING_ERROR, reportCustomerFacingError } from '@/lib/analytics/customer-facing-error';
import { useTranslate } from '@/lib/i18n/use-translate';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. an old tab after a release
 * removed the chunk it wants): reloading fetches the current build.
 */
export function RouteErrorPage() {
  const t = useTranslate();
  useDocumentTitle(t('shell.error.title'));
  // No call is to blame, so the default description, endpoint and code are what is reported (§8).
  useEffect(() => reportCustomerFacingError(), []);
  return (
    <>
      <PageHeading>{t('shell.error.heading')}</PageHeading>
      <p>{t(DEFAULT_CUSTOMER_FACING_ERROR.text)}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
    </>
  );
}
