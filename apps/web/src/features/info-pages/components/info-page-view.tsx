import { type InfoPage, schedulerConfig } from '@hs/content';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { actionTarget, vaccineCategoryOf } from '@/features/info-pages/model/info-page-actions';
import { useContent } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import styles from './info-page.module.css';

export interface InfoPageViewProps {
  /** The page's content; undefined while its words in the visitor's language travel. */
  page: InfoPage | undefined;
  /** A line the app writes under the introduction, from rules the content cannot know. */
  lead?: ReactNode;
  /** What the page shows between its introduction and its sections, e.g. the services list. */
  children?: ReactNode;
}

/** A clinic information page from its content: heading, introduction, sections and where to go next. */
export function InfoPageView({ page, ...props }: InfoPageViewProps) {
  if (!page) return <Spinner label={translate('infoPages.loadingPage')} />;
  return <InfoPageContent page={page} {...props} />;
}

function InfoPageContent({ page, lead, children }: InfoPageViewProps & { page: InfoPage }) {
  usePageMeta(page.title, page.description);
  const vaccineCategory = vaccineCategoryOf(useContent(schedulerConfig).data ?? schedulerConfig.data);
  return (
    <div className={styles.page}>
      <PageHeading>{page.title}</PageHeading>
      <p className={styles.intro}>{page.intro}</p>
      {lead ? <p className={styles.intro}>{lead}</p> : null}
      <ul className={styles.actions} aria-label={translate('infoPages.nextSteps')}>
        {page.actions.map((action, index) => {
          const target = actionTarget(action.to, vaccineCategory);
          const variant = index === 0 ? 'primary' : 'secondary';
          return (
            <li key={action.to}>
              {target.kind === 'page' ? (
                <ButtonLink to={target.to} variant={variant}>
                  {action.label}
                </ButtonLink>
              ) : (
                <a href={target.href} className={styles.phoneAction}>
                  {action.label}: {target.display}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {children}
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.sectionHeading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 ? (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
