import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import type { BusinessPhone } from '@/lib/business-phone';
import styles from './confirmation-sections.module.css';

export interface ModifyAppointmentProps {
  phone: BusinessPhone;
  /** Where 'Schedule Another Appointment' goes: main, or the dietitian start for the dietitian flow. */
  scheduleAnotherHref: string;
  onCancel: () => void;
}

/** §2 Modify Appointment: the business's phone number for changes, Cancel and Schedule Another Appointment. */
export function ModifyAppointment({ phone, scheduleAnotherHref, onCancel }: ModifyAppointmentProps) {
  return (
    <section aria-labelledby="modify-heading" className={styles.section}>
      <h2 id="modify-heading" className={styles.sectionHeading}>
        {CONFIRMATION_TEXTS.modifyHeading}
      </h2>
      <p>
        {`${CONFIRMATION_TEXTS.modifyText} `}
        <a href={phone.href}>{phone.display}</a>.
      </p>
      <div className={styles.buttons}>
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
