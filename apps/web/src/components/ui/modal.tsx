import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { cx } from '@/lib/browser/class-names';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on the close button; the parent decides whether to close. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons, under the content. */
  actions?: ReactNode;
  /** What to focus on opening; defaults to the first focusable element, else the title. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
  /** 'alertdialog' for one that interrupts to ask for an answer at once (a session about to end). */
  role?: 'dialog' | 'alertdialog';
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert.
 * Tab is also wrapped here, and focus returns to where it was when the dialog closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  initialFocusRef,
  closeLabel,
  className,
  role,
}: ModalProps) {
  const t = useTranslate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and test DOMs) still get a visible dialog; the Tab wrap below keeps focus in.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const target = initialFocusRef?.current ?? focusablesIn(dialog)[0] ?? titleRef.current;
    target?.focus();

    // The browser's own Escape handling would close the dialog behind React's back; the parent owns `open`.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusablesIn(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.modal, className)}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t('ui.modal.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}
