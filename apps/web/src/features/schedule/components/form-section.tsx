import type { ReactNode } from 'react';
import styles from './form-sections.module.css';

export interface FormSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields on a sub-page (Personal Information, Signature…). */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {intro !== undefined ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}
