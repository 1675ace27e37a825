import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DetailsList } from '@/components/ui/details-list';
import { Spinner } from '@/components/ui/spinner';
import { type Moved, useRescheduleVisit } from '@/features/staff/api/booking-queries';
import { useVisitDetail, type VisitDetail } from '@/features/staff/api/schedule-queries';
import { useClinic } from '@/features/staff/api/use-clinic';
import { HeldTime } from '@/features/staff/components/held-time';
import { OpenTimesPicker } from '@/features/staff/components/open-times-picker';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { StepHeading } from '@/features/staff/components/step-heading';
import { useHeldTime } from '@/features/staff/components/use-held-time';
import { dateIn, visitWhen } from '@/features/staff/model/clinic-time';
import { firstShownDay } from '@/features/staff/model/open-time-labels';
import { toldBy, toldText } from '@/features/staff/model/patient-told';
import { requestProblem } from '@/features/staff/model/request-problem';
import { patientName } from '@/features/staff/model/visit-labels';
import { staffHrefs } from '@/features/staff/staff-paths';
import styles from './booking-pages.module.css';

type Step = 'time' | 'review' | 'done';

const STEP_TITLES: Record<Step, string> = {
  time: '1 of 2: The new time',
  review: '2 of 2: Check and reschedule',
  done: 'Rescheduled',
};

/** Why the visit cannot be rescheduled from the console, or null when it can. */
function unmovable(visit: VisitDetail): string | null {
  if (visit.status === 'CANCELED') return 'This visit was cancelled: there is nothing to reschedule.';
  if (visit.attendance !== null)
    return 'The clinic has recorded this visit as attended or missed: it stays where it is.';
  return null;
}

/** The steps of one reschedule, on the calendar and clock of the clinic in `timeZone`. */
function RescheduleVisit({ visit, timeZone }: { visit: VisitDetail; timeZone: string }) {
  const today = dateIn(timeZone, new Date());
  const [date, setDate] = useState(firstShownDay(dateIn(timeZone, new Date(visit.startsAt)), today));
  const [step, setStep] = useState<Step>('time');
  const [moved, setMoved] = useState(false);
  const [done, setDone] = useState<Moved | null>(null);
  const held = useHeldTime(visit.clinicId, timeZone);
  const moving = useRescheduleVisit(visit.clinicId, visit.id);
  const by = toldBy(visit.channels);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const move = () => {
    if (!held.held) return;
    moving.mutate(
      { dateTime: held.held.timestamp, reservationCode: held.held.reservationCode },
      {
        onSuccess: ({ data }) => {
          held.used();
          setDone(data);
          go('done');
        },
      },
    );
  };

  return (
    <>
      <StepHeading key={step} moved={moved}>
        {STEP_TITLES[step]}
      </StepHeading>
      {step === 'time' ? (
        <OpenTimesPicker
          clinicId={visit.clinicId}
          serviceIds={visit.serviceIds}
          timeZone={timeZone}
          date={date}
          today={today}
          onDateChange={setDate}
          problem={held.problem}
          holding={held.pending}
          onChoose={(time) => held.hold(visit.serviceIds[0]!, time, () => go('review'))}
        />
      ) : null}
      {step === 'review' && held.held ? (
        <>
          <HeldTime
            hold={held.held}
            what={visit.services.join(', ')}
            onChooseAgain={() => {
              held.giveBack();
              go('time');
            }}
          />
          <DetailsList
            rows={[
              ['From', visitWhen(visit.startsAt, timeZone)],
              ['To', visitWhen(held.held.timestamp, timeZone)],
            ]}
          />
          {by ? (
            <Alert name={null} variant="info" className={styles.told}>
              The patient is told by {by}, with the clinic’s usual message that the visit moved.
            </Alert>
          ) : (
            <Alert name={null} variant="warning" title="The patient will not be told of this." className={styles.told}>
              They have no email address or text messages on record: call them
              {visit.phone ? ` on ${visit.phone}` : ''} to tell them the new time.
            </Alert>
          )}
          {moving.isError ? (
            <Alert key={moving.submittedAt} name={null} variant="error">
              {requestProblem(moving.error, 'The visit could not be rescheduled.')}
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={move} disabled={moving.isPending}>
              Reschedule the visit
            </Button>
            {moving.isPending ? <Spinner size="small" label="Rescheduling the visit" /> : null}
          </div>
        </>
      ) : null}
      {step === 'done' && done ? (
        <>
          <Alert name={null} variant="success" title={`${patientName(visit)}’s visit is rescheduled.`}>
            <p>
              {visit.services.join(', ')}, now {visitWhen(done.visit.startsAt, timeZone)}.
            </p>
            <p>{toldText(done.notified, 'message that the visit moved')}</p>
          </Alert>
          <Link to={staffHrefs.dayList(visit.clinicId, { date: dateIn(timeZone, new Date(done.visit.startsAt)) })}>
            Back to the day list
          </Link>
        </>
      ) : null}
    </>
  );
}

/**
 * /staff/clinics/:clinicId/visits/:appointmentId/reschedule: move a booked visit to another free time at its clinic,
 * held first, as the patient's own move does; the patient gets the usual message. Opening the visit is a read of
 * patient data, kept in the trail.
 */
export function RescheduleVisitPage() {
  const { clinicId = '', appointmentId = '' } = useParams();
  const clinic = useClinic(clinicId);
  const visit = useVisitDetail(appointmentId);
  const name = visit.data ? patientName(visit.data) : null;
  const why = visit.data ? unmovable(visit.data) : null;
  return (
    <>
      <StaffHeading title={name ? `Reschedule ${name}’s visit` : 'Reschedule a visit'} />
      {visit.isPending || !clinic ? <Spinner label="Opening the visit" /> : null}
      {visit.isError ? (
        <Alert name={null} variant="error">
          {requestProblem(visit.error, 'The visit could not be opened.')}
        </Alert>
      ) : null}
      {visit.data && clinic ? (
        <>
          <p>
            {visit.data.services.join(', ')} at {clinic.name}, now {visitWhen(visit.data.startsAt, clinic.timeZone)}.
          </p>
          {why ? (
            <Alert name={null} variant="warning">
              {why}
            </Alert>
          ) : (
            <RescheduleVisit visit={visit.data} timeZone={clinic.timeZone} />
          )}
        </>
      ) : null}
    </>
  );
}
