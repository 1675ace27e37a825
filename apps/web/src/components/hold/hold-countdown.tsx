import { useEffect, useRef, useState } from 'react';
import { useAlertAnalytics } from '@/lib/analytics/use-alert-analytics';
import { messageTexts } from '@/lib/i18n/message-texts';
import styles from './hold-countdown.module.css';

/** Screen readers hear the time left only at these moments, not every second. */
const HOLD_WARNING_MS = 2 * 60_000;

export const HOLD_COUNTDOWN_TEXTS = messageTexts({
  label: 'results.countdown.label',
  warning: 'results.countdown.warning',
  expired: 'results.countdown.expired',
});

/** "9:05" for nine minutes five seconds; never negative. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What to announce when the time left moves from `before` to `after`, if anything. */
export function announcementFor(before: number, after: number): string | null {
  if (before > 0 && after <= 0) return HOLD_COUNTDOWN_TEXTS.expired;
  if (before > HOLD_WARNING_MS && after <= HOLD_WARNING_MS && after > 0) return HOLD_COUNTDOWN_TEXTS.warning;
  return null;
}

export interface HoldCountdownProps {
  /** When the hold lapses (ISO instant). */
  expiresAt: string;
  /** Called once when the time is up. */
  onExpire?: () => void;
  label?: string;
  className?: string;
}

/**
 * The time left on a held appointment. The visible clock is a timer (not read out every second); a separate
 * polite live region says once that two minutes are left and once that the time is up.
 */
export function HoldCountdown({
  expiresAt,
  onExpire,
  label = HOLD_COUNTDOWN_TEXTS.label,
  className,
}: HoldCountdownProps) {
  const deadline = Date.parse(expiresAt);
  const [remaining, setRemaining] = useState(() => deadline - Date.now());
  const [announcement, setAnnouncement] = useState('');
  useAlertAnalytics(
    announcement === HOLD_COUNTDOWN_TEXTS.expired
      ? 'hold-expired'
      : announcement === HOLD_COUNTDOWN_TEXTS.warning
        ? 'hold-expiry-warning'
        : undefined,
  );
  const previous = useRef(remaining);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const next = deadline - Date.now();
      const said = announcementFor(previous.current, next);
      if (said) setAnnouncement(said);
      if (previous.current > 0 && next <= 0) onExpireRef.current?.();
      previous.current = next;
      setRemaining(next);
    };
    tick();
    if (deadline - Date.now() <= 0) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return (
    <div className={className}>
      <p className={styles.countdown}>
        <span>{label}</span>{' '}
        <span role="timer" className={styles.clock}>
          {formatRemaining(remaining)}
        </span>
      </p>
      <p aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
