import type { ScheduledVisit } from '@hs/contracts/staff-desk';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRecordAttendance } from '@/features/staff/api/schedule-queries';
import { useSession } from '@/features/staff/api/session-context';
import { type AttendanceAction, attendanceActions, mayCancel } from '@/features/staff/model/attendance-actions';
import { visitTime } from '@/features/staff/model/clinic-time';
import { type PrescreenQuestion, prescreenRows } from '@/features/staff/model/prescreen-rows';
import { requestProblem } from '@/features/staff/model/request-problem';
import { attendanceText, patientName, statusText } from '@/features/staff/model/visit-labels';
import { cx } from '@/lib/browser/class-names';
import { CancelVisitDialog } from './cancel-visit-dialog';
import styles from './visit-card.module.css';
import { VisitDetailDialog } from './visit-detail-dialog';

interface VisitCardProps {
  visit: ScheduledVisit;
  /** The prescreen's questions, which the list names once for all its visits. */
  questions: readonly PrescreenQuestion[];
  clinicId: string;
  timeZone: string;
}

/**
 * One visit of the day list: what the front desk needs at a glance (time on the clinic's clock, patient, service,
 * status, attendance, language, prescreen answers) and what it can do with it. Its contact details are read only
 * when the visit is opened: each read is audited.
 */
export function VisitCard({ visit, questions, clinicId, timeZone }: VisitCardProps) {
  const { allowed } = useSession();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const time = visitTime(visit.startsAt, timeZone);
  const name = patientName(visit);
  const who = ` ${name}, ${time}`;
  const attendance = useRecordAttendance(clinicId);
  const [done, setDone] = useState('');
  const [dialog, setDialog] = useState<'detail' | 'cancel' | null>(null);

  // The button pressed gives way to the next step's; focus goes to the visit rather than to the page's top.
  const afterChange = (message: string) => {
    setDone(message);
    setTimeout(() => heading.current?.focus(), 0);
  };
  const record = (action: AttendanceAction) => {
    setDone('');
    attendance.mutate(
      { appointmentId: visit.id, attendance: action.attendance },
      { onSuccess: () => afterChange(action.done(name)) },
    );
  };
  const cancelled = visit.status === 'CANCELED';
  const prescreen = prescreenRows(visit.prescreen, questions);

  return (
    <li className={cx(styles.visit, cancelled && styles.cancelled)}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          <span className={styles.time}>{time}</span> <span>{name}</span>
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>Service</dt>
            <dd>{visit.services.join(', ')}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusText(visit)}</dd>
          </div>
          <div>
            <dt>Attendance</dt>
            <dd>{attendanceText(visit)}</dd>
          </div>
          <div>
            <dt>Language</dt>
            <dd>{visit.language ?? 'Not given'}</dd>
          </div>
        </dl>
        {prescreen.length > 0 ? (
          <dl className={styles.prescreen} aria-label={`Prescreen answers of ${name}`}>
            {prescreen.map((entry) => (
              <div key={entry.question}>
                <dt>{entry.question}</dt>
                <dd>{entry.answer}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.noPrescreen}>No prescreen answers.</p>
        )}
        <div className={styles.actions}>
          {allowed.includes('record-attendance')
            ? attendanceActions(visit).map((action, index) => (
                <Button
                  key={action.label}
                  variant={index === 0 && action.label !== 'Undo' ? 'primary' : 'secondary'}
                  className={styles.action}
                  disabled={attendance.isPending}
                  onClick={() => record(action)}
                >
                  {action.label}
                  <span className="visually-hidden">{who}</span>
                </Button>
              ))
            : null}
          {allowed.includes('cancel-on-behalf') && mayCancel(visit) ? (
            <Button variant="secondary" className={styles.action} onClick={() => setDialog('cancel')}>
              Cancel visit<span className="visually-hidden">{who}</span>
            </Button>
          ) : null}
          <Button variant="link" className={styles.open} onClick={() => setDialog('detail')}>
            Open visit<span className="visually-hidden">{who}</span>
          </Button>
        </div>
        {attendance.isError ? (
          <p role="alert" className={styles.problem}>
            {requestProblem(attendance.error, 'The attendance could not be recorded.')}
          </p>
        ) : null}
        <p role="status" className={styles.done}>
          {done}
        </p>
      </article>
      <VisitDetailDialog
        open={dialog === 'detail'}
        onClose={() => setDialog(null)}
        appointmentId={visit.id}
        title={`${name}, ${time}`}
        timeZone={timeZone}
      />
      {dialog === 'cancel' ? (
        <CancelVisitDialog
          visit={visit}
          clinicId={clinicId}
          title={`Cancel ${name}’s visit at ${time}`}
          onClose={() => setDialog(null)}
          onCancelled={(message) => {
            setDialog(null);
            afterChange(message);
          }}
        />
      ) : null}
    </li>
  );
}
