import type { ConsentDocument } from '@hs/content';
import { useId } from 'react';
import { cx } from '@/lib/browser/class-names';
import { formatUsDate } from '@/lib/dates/us-date';
import styles from './consent-text.module.css';

export interface ConsentTextProps {
  document: ConsentDocument;
  /** §2: consent texts scroll in a 500 px area; off only where the configuration says so. */
  scrolling?: boolean;
}

/**
 * A consent or notice to read before answering. The scrolling area can be focused, so keyboard users can
 * scroll it with the arrow keys, and it is a named region screen-reader users can find.
 */
export function ConsentText({ document, scrolling = true }: ConsentTextProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      tabIndex={scrolling ? 0 : undefined}
      className={cx(styles.consent, scrolling && styles.scrolling)}
    >
      <h2 id={titleId} className={styles.title}>
        {document.title}
      </h2>
      <p className={styles.effective}>Effective {formatUsDate(document.effectiveDate)}</p>
      {document.sections.map((section, index) => (
        <div key={section.heading ?? index}>
          {section.heading ? <h3 className={styles.heading}>{section.heading}</h3> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
