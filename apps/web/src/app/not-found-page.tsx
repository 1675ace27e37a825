import { ManageAppointmentLink } from '@/components/page/manage-appointment-link';
import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useTranslate } from '@/lib/i18n/use-translate';
import { ServiceFinder } from './service-finder';

/** The 404 page, loaded only where a path has no page: its code and messages stay off the first screen. */
export function Component() {
  const t = useTranslate();
  useDocumentTitle(t('notFound.title'));
  return (
    <>
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>{t('notFound.lead')}</p>
      <ServiceFinder />
      <p>
        {t('notFound.manage')} <ManageAppointmentLink />
      </p>
    </>
  );
}
