import type { OptionNotice } from '@hs/content';
import { Alert } from '@/components/ui/alert';
import styles from './prescreen.module.css';

/** Notes that belong to the chosen answers (e.g. a coverage warning); announced politely when they appear. */
export function OptionNotices({ notices }: { notices: readonly OptionNotice[] }) {
  return (
    <div aria-live="polite" className={styles.notices}>
      {notices.map((notice) => (
        <Alert key={notice.text} name="prescreen-option-notice" variant={notice.type}>
          {notice.text}
        </Alert>
      ))}
    </div>
  );
}
