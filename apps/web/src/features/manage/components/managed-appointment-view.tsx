import type { ManagedAppointment, ManagedVisit, Provider } from '@hs/contracts';
import { useState } from 'react';
import { CancelDialog } from '@/components/cancel-dialog/cancel-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DirectoryText } from '@/components/ui/directory-text';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { bookedEntryOf, placeOf } from '@/features/manage/model/managed-entries';
import { formatAppointmentTime, providerDateOf } from '@/lib/appointments/appointment-time';
import { useCalendarDownload } from '@/lib/appointments/calendar-download';
import styles from './manage.module.css';
import { ReschedulePanel } from './reschedule-panel';

export interface Found {
  appointment: ManagedAppointment;
  confirmCode: string;
  /** The last name and date of birth that proved it: joining the waitlist for it proves it again. */
  proof?: { lastName: string; dateOfBirth: string };
}

export interface ManagedAppointmentViewProps {
  found: Found;
  onChange: (found: Found) => void;
  onFindAnother: () => void;
  /** Takes over after a move (returns true), e.g. to show the confirmation page again. */
  onRescheduled?: (moved: ManagedAppointment, provider: Provider) => boolean;
  /** The patient's state when the page knows it, the default for moving a virtual visit. */
  knownState?: string | undefined;
}

function VisitFacts({ visit, place }: { visit: ManagedVisit; place: string }) {
  return (
    <dl className={styles.facts}>
      <dt>{MANAGE_TEXTS.what}</dt>
      <dd>
        <DirectoryText words={visit.services.map((service) => service.name)} />
      </dd>
      <dt>{MANAGE_TEXTS.when}</dt>
      <dd data-testid="managed-time">{formatAppointmentTime(visit.timestamp, visit.timezone)}</dd>
      <dt>{MANAGE_TEXTS.where}</dt>
      <dd>{place}</dd>
      <dt>{MANAGE_TEXTS.status}</dt>
      <dd>{MANAGE_TEXTS.statusName(visit.status)}</dd>
    </dl>
  );
}

/** The appointment found, with Reschedule, Cancel (the spec's dialog and rules) and Add to Calendar. */
export function ManagedAppointmentView({
  found,
  onChange,
  onFindAnother,
  onRescheduled,
  knownState,
}: ManagedAppointmentViewProps) {
  const { appointment, confirmCode } = found;
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancel'>('view');
  const [notice, setNotice] = useState<string>();
  const place = placeOf(appointment, MANAGE_TEXTS.virtualCare);
  const booked = appointment.status === 'BOOKED';
  const followup = appointment.followupAppointment;
  // A dietitian is a person the visitor chose by name; moving to another is a new booking, not a reschedule.
  const movable = appointment.provider.kind !== 'dietitian';
  const downloadCalendarFile = useCalendarDownload();

  const addToCalendar = () => {
    const day = providerDateOf(appointment.timestamp, appointment.timezone);
    return downloadCalendarFile(`appointment-${day}.ics`, (calendar, manageUrl) =>
      calendar.managedCalendar(appointment, appointment, confirmCode, manageUrl),
    );
  };

  return (
    <div className={styles.details}>
      {notice ? (
        <Alert name="manage-appointment-updated" variant="success" key={notice}>
          {notice}
        </Alert>
      ) : null}
      <section aria-labelledby="managed-heading">
        <h2 id="managed-heading">{MANAGE_TEXTS.detailsHeading}</h2>
        <VisitFacts visit={appointment} place={place} />
      </section>
      {followup ? (
        <section aria-labelledby="managed-followup-heading">
          <h2 id="managed-followup-heading">{MANAGE_TEXTS.followupHeading}</h2>
          <VisitFacts visit={followup} place={place} />
        </section>
      ) : null}
      {booked && mode !== 'reschedule' ? (
        <div className={styles.actions}>
          {movable ? <Button onClick={() => setMode('reschedule')}>{MANAGE_TEXTS.reschedule}</Button> : null}
          <Button variant="secondary" onClick={() => setMode('cancel')} aria-haspopup="dialog">
            {MANAGE_TEXTS.cancel}
          </Button>
          <Button variant="secondary" onClick={addToCalendar}>
            {MANAGE_TEXTS.addToCalendar}
          </Button>
        </div>
      ) : null}
      {mode === 'reschedule' ? (
        <ReschedulePanel
          appointment={appointment}
          confirmCode={confirmCode}
          knownState={knownState}
          onClose={() => setMode('view')}
          onMoved={(moved, provider) => {
            if (onRescheduled?.(moved, provider)) return;
            setMode('view');
            setNotice(MANAGE_TEXTS.rescheduled);
            onChange({ confirmCode, appointment: moved });
          }}
        />
      ) : null}
      <CancelDialog
        open={mode === 'cancel'}
        onClose={() => setMode('view')}
        appointment={bookedEntryOf(appointment, confirmCode)}
        followup={undefined}
        flow="manage"
        onCanceled={(canceledIds) => {
          setMode('view');
          setNotice(MANAGE_TEXTS.canceled);
          onChange({
            confirmCode,
            appointment: {
              ...appointment,
              status: canceledIds.includes(appointment.id) ? 'CANCELED' : appointment.status,
              followupAppointment: followup && { ...followup, status: 'CANCELED' },
            },
          });
        }}
      />
      <p>
        <Button variant="secondary" onClick={onFindAnother}>
          {MANAGE_TEXTS.findAnother}
        </Button>
      </p>
    </div>
  );
}
