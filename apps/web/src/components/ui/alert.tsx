import type { AnalyticsAlert } from '@hs/contracts';
import type { ReactNode } from 'react';
import { useAlertAnalytics } from '@/lib/analytics/use-alert-analytics';
import { cx } from '@/lib/browser/class-names';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  /**
   * Which alert this is ('location-unavailable'), as display-alert analytics name it; null for the staff
   * console's, which records no analytics: staff are not the visitors the analytics describe.
   */
  name: AnalyticsAlert | null;
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content such as a Refresh button, shown under the text. */
  actions?: ReactNode;
  className?: string;
}

const variantLabel = {
  info: 'ui.alert.info',
  success: 'ui.alert.success',
  warning: 'ui.alert.warning',
  error: 'ui.alert.error',
} as const;

/**
 * A message box. Errors interrupt (role=alert); everything else is announced politely (role=status),
 * so screen-reader users hear an update without losing their place.
 */
export function Alert({ name, variant = 'info', title, children, actions, className }: AlertProps) {
  useAlertAnalytics(name);
  const t = useTranslate();
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cx(styles.alert, styles[variant], className)}>
      <span className="visually-hidden">{t('ui.alert.label', { kind: t(variantLabel[variant]) })}</span>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
