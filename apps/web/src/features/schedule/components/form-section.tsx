import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './form-sections.module.css';

export interface FormSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields on a sub-page (Personal Information, Signature…), with its intro when it has one. */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <TitledSection headingId={id} heading={title} classes={styles}>
      {intro !== undefined ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
