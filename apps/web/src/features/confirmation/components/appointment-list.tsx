import { APPOINTMENT_SUMMARY_VISIBLE } from '@hs/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DirectoryText } from '@/components/ui/directory-text';
import type { AppointmentListEntry } from '@/features/confirmation/model/appointment-entries';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { appointmentTimeParts } from '@/lib/appointments/appointment-time';
import styles from './appointment-list.module.css';

export interface AppointmentListProps {
  entries: readonly AppointmentListEntry[];
  /** Whether to label lines as 1st and 2nd appointment (only when a follow-up was booked). */
  showOrdinals: boolean;
  /** Actions of an appointment, shown on its first line (e.g. Add to Calendar). */
  renderActions?: (entry: AppointmentListEntry) => ReactNode;
}

/** §9: the summary shows 2 entries, and a Show More/Less toggle when there are more. */
export function AppointmentList({ entries, showOrdinals, renderActions }: AppointmentListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasMore = entries.length > APPOINTMENT_SUMMARY_VISIBLE;
  const visible = expanded || !hasMore ? entries : entries.slice(0, APPOINTMENT_SUMMARY_VISIBLE);

  return (
    <div>
      <ul id={listId} className={styles.list}>
        {visible.map((entry) => {
          const when = appointmentTimeParts(entry.timestamp, entry.timezone);
          return (
            <li key={entry.key} className={styles.entry}>
              {showOrdinals ? (
                <p className={styles.ordinal}>
                  {entry.ordinal === 1 ? CONFIRMATION_TEXTS.firstAppointment : CONFIRMATION_TEXTS.secondAppointment}
                </p>
              ) : null}
              <h3 className={styles.service}>
                <DirectoryText words={entry.serviceName} />
              </h3>
              <p className={styles.when}>
                <span>{when.date}</span> <span className={styles.time}>{`${when.time} ${when.zone}`}</span>
              </p>
              {entry.appointment && renderActions ? <div className={styles.actions}>{renderActions(entry)}</div> : null}
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="link" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? CONFIRMATION_TEXTS.showLess : CONFIRMATION_TEXTS.showMore}
        </Button>
      ) : null}
    </div>
  );
}
