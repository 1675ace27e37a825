import { type ServicesInfoPage, schedulerConfig } from '@hs/content';
import { Alert } from '@/components/ui/alert';
import { DirectoryText } from '@/components/ui/directory-text';
import { Spinner } from '@/components/ui/spinner';
import { TitledSection } from '@/components/ui/titled-section';
import { serviceGroups } from '@/features/info-pages/model/service-groups';
import { categoryLabel } from '@/lib/catalog/category-label';
import { useServices } from '@/lib/catalog/services-query';
import { useContentNow } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import styles from './info-page.module.css';

/** The services catalog by category, with self-pay prices where the price list has them. */
export function ServiceCatalog({ page }: { page: ServicesInfoPage }) {
  const services = useServices();
  const config = useContentNow(schedulerConfig);
  if (services.isPending) return <Spinner label={translate('infoPages.loadingServices')} />;
  if (services.isError) {
    return (
      <Alert name="services-unavailable" variant="warning">
        <p>{translate('infoPages.servicesFailed')}</p>
      </Alert>
    );
  }
  const groups = serviceGroups(services.data, page.prices);
  return (
    <TitledSection
      headingId="service-catalog-heading"
      heading={translate('infoPages.servicesHeading')}
      classes={styles}
    >
      <ul className={styles.categories}>
        {groups.map((group) => (
          <li key={group.category} className={styles.category}>
            <h3 className={styles.categoryHeading}>
              {categoryLabel(config, group.category)}
              {group.price ? <span className={styles.price}>{group.price}</span> : null}
            </h3>
            <ul className={styles.items}>
              {group.services.map((name) => (
                <li key={name}>
                  <DirectoryText words={name} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{page.priceNote}</p>
    </TitledSection>
  );
}
