import { Link } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';
import { translate } from '@/lib/i18n/i18n';

/** The clinic area's error page (§2 /error): where to go next when clinic information could not be shown. */
export function Component() {
  usePageMeta(translate('locator.error.heading'), translate('locator.error.description'));
  return (
    <>
      <PageHeading>{translate('locator.error.heading')}</PageHeading>
      <p>{translate('locator.error.text')}</p>
      <ul>
        <li>
          <Link to={paths.clinicLocations()}>{translate('locator.error.findClinic')}</Link>
        </li>
        <li>
          <Link to={paths.main()}>{translate('locator.error.book')}</Link>
        </li>
        <li>
          {translate('locator.error.call')} <a href={BUSINESS_PHONES.clinic.href}>{BUSINESS_PHONES.clinic.display}</a>
        </li>
      </ul>
    </>
  );
}
