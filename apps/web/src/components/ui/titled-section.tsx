import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id: the section is named by its heading for assistive technology. */
  headingId: string;
  heading: ReactNode;
  /** The section's and the heading's classes: a CSS module with these two names can be passed whole. */
  classes?: { section?: string; sectionHeading?: string };
  children: ReactNode;
}

/** A section under its own h2, which names it, so screen readers list it as a region of that name. */
export function TitledSection({ headingId, heading, classes = {}, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId} className={classes.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
