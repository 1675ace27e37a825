import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import type { BusinessPhone } from '@/lib/clinics/business-phone';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import styles from './confirmation-sections.module.css';

export interface ModifyAppointmentProps {
  phone: BusinessPhone;
  /** Where 'Schedule Another Appointment' goes: main, or the dietitian start for the dietitian flow. */
  scheduleAnotherHref: string;
  onCancel: () => void;
  /** Carried to the manage page in navigation state (never in its URL), with this confirmation to return to. */
  confirmCode: string;
}

/**
 * §2 Modify Appointment: the business's phone number for changes (the fallback), Reschedule and Cancel online,
 * and Schedule Another Appointment.
 */
export function ModifyAppointment({ phone, scheduleAnotherHref, onCancel, confirmCode }: ModifyAppointmentProps) {
  return (
    <section aria-labelledby="modify-heading" className={styles.section}>
      <h2 id="modify-heading" className={styles.sectionHeading}>
        {CONFIRMATION_TEXTS.modifyHeading}
      </h2>
      <p>
        {`${CONFIRMATION_TEXTS.modifyText} `}
        <a href={phone.href}>{phone.display}</a>.
      </p>
      <p>{CONFIRMATION_TEXTS.modifyOnline}</p>
      <div className={styles.buttons}>
        <Link to={paths.manage()} state={{ confirmCode, resume: schedulerStore.get() }} className={styles.linkButton}>
          {CONFIRMATION_TEXTS.reschedule}
        </Link>
        <Button variant="secondary" onClick={onCancel} aria-haspopup="dialog">
          {CONFIRMATION_TEXTS.cancelButton}
        </Button>
        <Link to={scheduleAnotherHref} className={styles.linkButton}>
          {CONFIRMATION_TEXTS.scheduleAnother}
        </Link>
      </div>
    </section>
  );
}
