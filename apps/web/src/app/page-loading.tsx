import { Spinner } from '@/components/ui/spinner';
import styles from './page-loading.module.css';

/** Shown inside the layout while the first page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading page" />
    </div>
  );
}
