import { type ReactNode, useId, useState } from 'react';
import { PageHeading } from '@/components/page/page-heading';
import { cx } from '@/lib/browser/class-names';
import styles from './search-panel.module.css';

export interface SearchPanelProps {
  heading: string;
  /** The heading shows and hides the panel, as an accordion (content: searchForm.collapsible). */
  collapsible?: boolean | undefined;
  /** The heading stays for screen readers only (content: searchForm.headingHidden). */
  headingHidden?: boolean | undefined;
  children: ReactNode;
}

/**
 * The page's h1 'Find an Appointment' over the search form. Collapsible, the h1 holds a disclosure button
 * (WAI-ARIA accordion pattern) and the form starts open; a hidden heading is never collapsible, since a
 * control nobody can see must not hide content.
 */
export function SearchPanel({ heading, collapsible = false, headingHidden = false, children }: SearchPanelProps) {
  const [open, setOpen] = useState(true);
  // Only an expand the visitor asked for slides in: the form shown on arrival is there at once.
  const [toggled, setToggled] = useState(false);
  const panelId = useId();
  const toggles = collapsible && !headingHidden;
  const cut = heading.lastIndexOf(' ') + 1;
  const [leading, lastWord] = [heading.slice(0, cut), heading.slice(cut)];

  if (!toggles) {
    return (
      <>
        <PageHeading className={headingHidden ? 'visually-hidden' : undefined}>{heading}</PageHeading>
        {children}
      </>
    );
  }

  return (
    <>
      <PageHeading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
            setToggled(true);
          }}
        >
          {leading}
          {/* The chevron stays with the last word, however the heading wraps. */}
          <span className={styles.lastWord}>
            {lastWord}
            <span aria-hidden="true" className={cx(styles.icon, open && styles.iconOpen)} />
          </span>
        </button>
      </PageHeading>
      {/* `hidden` keeps the collapsed form out of the tab order and the accessibility tree. */}
      <div id={panelId} className={toggled ? styles.panel : undefined} hidden={!open}>
        {children}
      </div>
    </>
  );
}
