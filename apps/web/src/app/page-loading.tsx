import { Spinner } from '@/components/ui/spinner';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './page-loading.module.css';

/** Shown inside the layout while the first page's code loads. */
export function PageLoading() {
  const t = useTranslate();
  return (
    <div className={styles.loading}>
      <Spinner label={t('shell.loadingPage')} />
    </div>
  );
}
