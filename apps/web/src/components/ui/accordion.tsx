import { type ReactNode, useId, useState } from 'react';
import { cx } from '@/lib/class-names';
import styles from './accordion.module.css';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  /** Controlled use: pass both `open` and `onToggle`. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  className?: string;
}

/** A heading whose button shows and hides a section (WAI-ARIA accordion pattern). */
export function Accordion({
  title,
  children,
  headingLevel = 2,
  defaultOpen = false,
  open,
  onToggle,
  className,
}: AccordionProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  const buttonId = useId();
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    setOpenState(!isOpen);
    onToggle?.(!isOpen);
  };

  return (
    <div className={cx(styles.accordion, className)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className={styles.title}>{title}</span>
          <span aria-hidden="true" className={cx(styles.icon, isOpen && styles.iconOpen)} />
        </button>
      </Heading>
      {/* `hidden` keeps collapsed content out of the tab order and the accessibility tree. */}
      <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
        {children}
      </section>
    </div>
  );
}
