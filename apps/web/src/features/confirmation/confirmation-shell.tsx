import { PageHeading } from '@/components/page/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { translate } from '@/lib/i18n/i18n';

/**
 * The confirmation while its configuration loads, and as its HTML arrives (prerendered at build time, shown
 * only to a tab that holds a booking): the heading and the indicator where the details go.
 */
export function ConfirmationShell() {
  return (
    <>
      <PageHeading>{CONFIRMATION_TEXTS.heading}</PageHeading>
      <Spinner label={translate('confirmation.loading')} />
    </>
  );
}
