import { Fragment } from 'react';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { formatAppointmentTime } from '@/lib/appointments/appointment-time';
import styles from './manage.module.css';
import type { Held } from './use-reschedule';

/** Where and when the held seats are, so the visitor sees the new clinic and time before confirming. */
export function HeldTimes({ held }: { held: readonly Held[] }) {
  if (held.length === 0) return null;
  return (
    <dl className={styles.facts} data-testid="held-times">
      {held.map(({ reservation, provider }, index) => (
        <Fragment key={reservation.reservationCode}>
          <dt>{index === 0 ? MANAGE_TEXTS.newTime : MANAGE_TEXTS.newFollowupTime}</dt>
          <dd>
            {formatAppointmentTime(reservation.timestamp, reservation.timezone)}, {provider.vanityName || provider.name}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
