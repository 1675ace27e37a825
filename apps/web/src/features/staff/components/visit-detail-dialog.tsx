import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { type DetailRow, DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useVisitDetail, type VisitDetail } from '@/features/staff/api/schedule-queries';
import { useSession } from '@/features/staff/api/session-context';
import { visitWhen } from '@/features/staff/model/clinic-time';
import { requestProblem } from '@/features/staff/model/request-problem';
import { attendanceText, statusText } from '@/features/staff/model/visit-labels';
import { staffHrefs } from '@/features/staff/staff-paths';
import { formatUsDate, isIsoDate } from '@/lib/dates/us-date';
import styles from './visit-detail-dialog.module.css';

/** How the patient hears of a change: the channels the server can reach them through. */
function channelsText(channels: VisitDetail['channels']): string {
  if (channels.email && channels.sms) return 'Email and text message';
  if (channels.email) return 'Email';
  if (channels.sms) return 'Text message';
  return 'Neither: the clinic must call them';
}

function detailRows(visit: VisitDetail, timeZone: string): DetailRow[] {
  return [
    ['When', visitWhen(visit.startsAt, timeZone)],
    ['Length', `${visit.durationMinutes} minutes`],
    ['Service', visit.services.join(', ')],
    ['Status', statusText(visit)],
    ['Attendance', attendanceText(visit)],
    ['Date of birth', isIsoDate(visit.dateOfBirth) ? formatUsDate(visit.dateOfBirth) : visit.dateOfBirth],
    ['Email', visit.email ?? 'None given'],
    ['Phone', visit.phone ?? 'None given'],
    ['Told of changes by', channelsText(visit.channels)],
    ['Booked by', visit.bookedBy ? `${visit.bookedBy}, for the patient` : 'The patient, online'],
    ['Language', visit.language ?? 'Not given'],
  ];
}

interface VisitDetailDialogProps {
  open: boolean;
  onClose: () => void;
  appointmentId: string;
  title: string;
  timeZone: string;
}

/** An opened visit: its contact details and every answer, read from the server as it opens (an audited read). */
export function VisitDetailDialog({ open, onClose, appointmentId, title, timeZone }: VisitDetailDialogProps) {
  const detail = useVisitDetail(open ? appointmentId : undefined);
  const { allowed } = useSession();
  const movable = (visit: VisitDetail) =>
    allowed.includes('book-on-behalf') && visit.status === 'BOOKED' && visit.attendance === null;
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {detail.isPending ? <Spinner label="Opening the visit" /> : null}
      {detail.isError ? (
        <Alert name={null} variant="error">
          {requestProblem(detail.error, 'The visit could not be opened.')}
        </Alert>
      ) : null}
      {detail.isSuccess ? (
        <>
          <DetailsList rows={detailRows(detail.data, timeZone)} />
          <h3 className={styles.answers}>Answers</h3>
          {detail.data.answers.length > 0 ? (
            <DetailsList rows={detail.data.answers.map((entry) => [entry.question, entry.answer] as const)} />
          ) : (
            <p>The patient gave no answers.</p>
          )}
          {movable(detail.data) ? (
            <ButtonLink
              variant="secondary"
              className={styles.reschedule}
              to={staffHrefs.reschedule(detail.data.clinicId, detail.data.id)}
            >
              Reschedule<span className="visually-hidden"> this visit</span>
            </ButtonLink>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
