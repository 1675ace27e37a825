import type { StaffAction } from '@hs/contracts/staff-roles';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useBlocks, useClosures, useWeeklyHours } from '@/features/staff/api/hours-queries';
import { useSession } from '@/features/staff/api/session-context';
import { useClinic } from '@/features/staff/api/use-clinic';
import { BlockForm } from '@/features/staff/components/block-form';
import { BlocksList } from '@/features/staff/components/blocks-list';
import { ClinicPageHeading } from '@/features/staff/components/clinic-page-heading';
import { ClosureForm } from '@/features/staff/components/closure-form';
import { ClosuresList } from '@/features/staff/components/closures-list';
import { DoneMessage } from '@/features/staff/components/done-message';
import { Loaded } from '@/features/staff/components/loaded';
import { WeeklyHoursForm } from '@/features/staff/components/weekly-hours-form';
import { WeeklyHoursTable } from '@/features/staff/components/weekly-hours-table';
import { staffHrefs } from '@/features/staff/staff-paths';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import styles from './hours-page.module.css';

const may = (allowed: readonly StaffAction[], action: StaffAction) => allowed.includes(action);

/**
 * /staff/clinics/:clinicId/hours: a clinic's coming closures and blocked time, and its weekly hours, with the
 * forms the member's roles allow (the weekly hours are a form for those who may edit them). The server still decides each change for this clinic.
 */
export function HoursPage() {
  const { clinicId = '' } = useParams();
  const { allowed } = useSession();
  const clinic = useClinic(clinicId);
  const closures = useClosures(clinicId);
  const blocks = useBlocks(clinicId);
  const weekly = useWeeklyHours(clinicId);
  const [done, setDone] = useState('');
  const closureKinds = [
    ...(may(allowed, 'edit-hours') ? (['part'] as const) : []),
    ...(may(allowed, 'close-clinic') ? (['whole'] as const) : []),
  ];
  return (
    <>
      <ClinicPageHeading clinic={clinic} page="Hours and closures" />
      <p className={styles.where}>
        {clinic ? `Times on the clinic’s clock (${timeZoneLabel(clinic.timeZone)}). ` : ''}
        <Link to={staffHrefs.dayList(clinicId)}>Back to the day list</Link>
      </p>
      <DoneMessage message={done} />
      <div className={styles.columns}>
        <div>
          <section aria-labelledby="closures-heading">
            <h2 id="closures-heading">Coming closures</h2>
            <Loaded query={closures} what="closures">
              {(list) => (
                <ClosuresList
                  clinicId={clinicId}
                  closures={list}
                  canRemove={(closure) => may(allowed, closure.wholeDay ? 'close-clinic' : 'edit-hours')}
                  onDone={setDone}
                />
              )}
            </Loaded>
          </section>
          <section aria-labelledby="blocks-heading">
            <h2 id="blocks-heading">Blocked time</h2>
            <Loaded query={blocks} what="blocked time">
              {(list) => (
                <BlocksList clinicId={clinicId} blocks={list} canRemove={may(allowed, 'block-time')} onDone={setDone} />
              )}
            </Loaded>
          </section>
          <section aria-labelledby="weekly-heading">
            <h2 id="weekly-heading">Weekly hours</h2>
            <Loaded query={weekly} what="weekly hours">
              {(hours) =>
                may(allowed, 'edit-hours') ? (
                  // Keyed by the hours, so the form starts again from what the server now has once they change.
                  <WeeklyHoursForm key={JSON.stringify(hours)} clinicId={clinicId} hours={hours} onDone={setDone} />
                ) : (
                  <WeeklyHoursTable hours={hours} />
                )
              }
            </Loaded>
          </section>
        </div>
        <div>
          {closureKinds.length > 0 ? <ClosureForm clinicId={clinicId} kinds={closureKinds} onDone={setDone} /> : null}
          {may(allowed, 'block-time') ? <BlockForm clinicId={clinicId} onDone={setDone} /> : null}
        </div>
      </div>
    </>
  );
}
