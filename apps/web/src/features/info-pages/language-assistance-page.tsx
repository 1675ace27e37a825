import { type LanguageAssistance, languageAssistance } from '@hs/content';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { Spinner } from '@/components/ui/spinner';
import { useContentNow } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import styles from './components/info-page.module.css';

/**
 * /health/language-assistance (issue 32): free interpreters, the line to call for one, and the same offer in the
 * languages patients speak, each line marked with its own language.
 */
export function Component() {
  const notice = useContentNow(languageAssistance);
  if (!notice) return <Spinner label={translate('infoPages.loadingNotice')} />;
  return <LanguageAssistanceNotice notice={notice} />;
}

function LanguageAssistanceNotice({ notice }: { notice: LanguageAssistance }) {
  usePageMeta(notice.title, notice.description);
  return (
    <div className={styles.page}>
      <PageHeading>{notice.title}</PageHeading>
      <p className={styles.intro}>{notice.intro}</p>
      <p className={styles.intro}>
        {notice.phoneLabel}:{' '}
        <a href={notice.interpreterPhone.href} className={styles.phoneAction} translate="no">
          {notice.interpreterPhone.display}
        </a>
      </p>
      <p>{notice.hours}</p>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{notice.taglinesHeading}</h2>
        {notice.taglines.map((tagline) => (
          <p key={tagline.lang} lang={tagline.lang}>
            {tagline.text}
          </p>
        ))}
      </section>
    </div>
  );
}
