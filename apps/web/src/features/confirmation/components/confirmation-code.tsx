import { formatConfirmCode } from '@hs/domain';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';
import styles from './confirmation-sections.module.css';

/** The confirmation message: the code of the appointment, and the follow-up's own code when there is one. */
export function ConfirmationCode({
  appointment,
  followup,
}: {
  appointment: BookedEntry;
  followup?: BookedEntry | undefined;
}) {
  return (
    <div className={styles.codePanel}>
      <p className={styles.codeLabel}>{CONFIRMATION_TEXTS.codeLabel}</p>
      <code className={styles.code} data-testid="confirmation-code" translate="no">
        {formatConfirmCode(appointment.confirmCode)}
      </code>
      {followup ? (
        <>
          <p className={styles.codeLabel}>{CONFIRMATION_TEXTS.followupCodeLabel}</p>
          <code className={styles.code} translate="no">
            {formatConfirmCode(followup.confirmCode)}
          </code>
        </>
      ) : null}
      <p className={styles.codeHint}>{CONFIRMATION_TEXTS.codeHint}</p>
    </div>
  );
}
