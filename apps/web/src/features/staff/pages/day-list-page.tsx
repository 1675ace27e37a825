import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { type Schedule, useSchedule } from '@/features/staff/api/schedule-queries';
import { useSession } from '@/features/staff/api/session-context';
import { ClinicLinks } from '@/features/staff/components/clinic-links';
import { ClinicPicker } from '@/features/staff/components/clinic-picker';
import { StaffHeading } from '@/features/staff/components/staff-heading';
import { VisitCard } from '@/features/staff/components/visit-card';
import { dateIn, dayHeading } from '@/features/staff/model/clinic-time';
import { requestProblem } from '@/features/staff/model/request-problem';
import { type ScheduleRange, scheduleRange, stepRange } from '@/features/staff/model/schedule-range';
import { HOURS_ACTIONS } from '@/features/staff/model/staff-navigation';
import { dayCount } from '@/features/staff/model/visit-labels';
import { staffHrefs } from '@/features/staff/staff-paths';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { localIsoDate } from '@/lib/dates/us-date';
import styles from './day-list-page.module.css';

/** Previous, today, next; day or week; print. Links for what changes the list, a button for printing it. */
function RangeControls({ clinicId, range, today }: { clinicId: string; range: ScheduleRange; today: string }) {
  const unit = range.view === 'week' ? 'week' : 'day';
  return (
    <div className={styles.controls}>
      <nav aria-label="Dates" className={styles.group}>
        <Link to={staffHrefs.dayList(clinicId, { date: stepRange(range, -1), view: range.view })}>Previous {unit}</Link>
        <Link to={staffHrefs.dayList(clinicId, { date: today, view: range.view })}>Today</Link>
        <Link to={staffHrefs.dayList(clinicId, { date: stepRange(range, 1), view: range.view })}>Next {unit}</Link>
      </nav>
      <nav aria-label="View" className={styles.group}>
        <Link
          to={staffHrefs.dayList(clinicId, { date: range.date, view: 'day' })}
          aria-current={range.view === 'day' ? 'page' : undefined}
        >
          Day
        </Link>
        <Link
          to={staffHrefs.dayList(clinicId, { date: range.date, view: 'week' })}
          aria-current={range.view === 'week' ? 'page' : undefined}
        >
          Week
        </Link>
      </nav>
      <Button variant="secondary" className={styles.print} onClick={() => window.print()}>
        Print the {unit === 'week' ? 'week' : 'day list'}
      </Button>
    </div>
  );
}

function Days({ schedule }: { schedule: Schedule }) {
  const { clinic, questions, days } = schedule;
  return days.map((day) => {
    const headingId = `day-${day.date}`;
    return (
      <section key={day.date} aria-labelledby={headingId} className={styles.day}>
        <h2 id={headingId} className={styles.dayHeading}>
          {dayHeading(day.date)} <span className={styles.count}>{dayCount(day.visits)}</span>
        </h2>
        {day.visits.length > 0 ? (
          <ol className={styles.visits}>
            {day.visits.map((visit) => (
              <VisitCard
                key={visit.id}
                visit={visit}
                questions={questions}
                clinicId={clinic.id}
                timeZone={clinic.timeZone}
              />
            ))}
          </ol>
        ) : (
          <p>No visits booked.</p>
        )}
      </section>
    );
  });
}

/**
 * /staff/clinics/:clinicId?date=YYYY-MM-DD&view=day|week: a clinic's visits on its own calendar and clock. Without
 * a date the list opens on the clinic's today, which may not be this computer's.
 */
export function DayListPage() {
  const { clinicId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { allowed } = useSession();
  const browserToday = localIsoDate();
  const firstTry = scheduleRange(params, browserToday);
  const schedule = useSchedule(clinicId, firstTry.from, firstTry.days);
  const clinic = schedule.data?.clinic;
  const today = clinic ? dateIn(clinic.timeZone, new Date()) : browserToday;
  const range = scheduleRange(params, today);

  useEffect(() => {
    if (clinic && !params.get('date')) {
      navigate(staffHrefs.dayList(clinic.id, { date: dateIn(clinic.timeZone, new Date()), view: range.view }), {
        replace: true,
      });
    }
  }, [clinic, params, navigate, range.view]);

  const title = clinic ? `${clinic.name}: ${range.view === 'week' ? 'week' : 'day list'}` : 'Day list';
  return (
    <>
      <StaffHeading title={title}>
        {clinic ? (
          <>
            {clinic.name}{' '}
            <span className={styles.subtitle}>
              {range.view === 'week' ? 'Week of' : 'Day list,'} {dayHeading(range.from)}
            </span>
          </>
        ) : (
          'Day list'
        )}
      </StaffHeading>
      {clinic ? (
        <p className={styles.where}>
          {clinic.city}, {clinic.stateCode} · store {clinic.storeNumber} · times in the clinic’s time zone (
          {timeZoneLabel(clinic.timeZone)})
        </p>
      ) : null}
      {clinic ? (
        <ClinicLinks
          clinic={clinic}
          hours={HOURS_ACTIONS.some((action) => allowed.includes(action))}
          staff={allowed.includes('view-clinic-staff')}
          waitlist={allowed.includes('view-waitlist-figures')}
        />
      ) : null}
      {clinic && allowed.includes('book-on-behalf') ? (
        <p className={styles.book}>
          <ButtonLink to={staffHrefs.book(clinic.id, { date: range.date })} state={{ clinic }}>
            Book a visit<span className="visually-hidden"> at {clinic.name}</span>
          </ButtonLink>
        </p>
      ) : null}
      <details className={styles.change}>
        <summary>Change clinic</summary>
        <ClinicPicker currentClinicId={clinicId} />
      </details>
      <RangeControls clinicId={clinicId} range={range} today={today} />
      {schedule.isPending ? <Spinner label="Loading the day list" /> : null}
      {schedule.isError ? (
        <Alert name={null} variant="error" actions={<Button onClick={() => schedule.refetch()}>Try again</Button>}>
          {requestProblem(schedule.error, 'The day list could not be loaded.')}
        </Alert>
      ) : null}
      {schedule.isSuccess ? (
        <div aria-busy={schedule.isPlaceholderData} className={styles.days}>
          <Days schedule={schedule.data} />
        </div>
      ) : null}
    </>
  );
}
