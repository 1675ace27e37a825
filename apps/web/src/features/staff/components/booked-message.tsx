import type { StaffClinic } from '@hs/contracts/staff-desk';
import { formatConfirmCode } from '@hs/domain';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Booked } from '@/features/staff/api/booking-queries';
import { dateIn, visitWhen } from '@/features/staff/model/clinic-time';
import { toldText } from '@/features/staff/model/patient-told';
import { patientName } from '@/features/staff/model/visit-labels';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './booked-message.module.css';

/**
 * The booking as made: when, the confirmation code to read to the patient (it finds the visit online), and how
 * they are told, or that the clinic must tell them.
 */
export function BookedMessage(props: { clinic: StaffClinic; booked: Booked; onBookAnother: () => void }) {
  const { clinic, booked, onBookAnother } = props;
  const { visit, confirmCode, notified } = booked;
  return (
    <>
      <Alert name={null} variant="success" title={`${patientName(visit)} is booked.`}>
        <p>
          {visit.services.join(', ')}, {visitWhen(visit.startsAt, clinic.timeZone)}.
        </p>
        <p>{toldText(notified, 'confirmation')}</p>
      </Alert>
      <p>
        Confirmation code: <strong className={styles.code}>{formatConfirmCode(confirmCode)}</strong>
      </p>
      <p>Read it to the patient: with it, their last name and date of birth they can find the visit online.</p>
      <div className={styles.actions}>
        <Link to={staffHrefs.dayList(clinic.id, { date: dateIn(clinic.timeZone, new Date(visit.startsAt)) })}>
          Back to the day list
        </Link>
        <Button variant="secondary" onClick={onBookAnother}>
          Book another visit
        </Button>
      </div>
    </>
  );
}
