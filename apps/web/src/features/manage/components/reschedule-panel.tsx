import type { ManagedAppointment, Provider } from '@hs/contracts';
import { HoldCountdown } from '@/components/hold/hold-countdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { ClinicChoice } from './clinic-choice';
import { HeldTimes } from './held-times';
import styles from './manage.module.css';
import { MoveCalendar } from './move-calendar';
import { PatientStateChoice } from './patient-state-choice';
import { useReschedule } from './use-reschedule';

export interface ReschedulePanelProps {
  appointment: ManagedAppointment;
  confirmCode: string;
  /** The patient's state when the page knows it, the default for a virtual visit. */
  knownState?: string | undefined;
  onClose: () => void;
  onMoved: (moved: ManagedAppointment, provider: Provider) => void;
}

/** Reschedule: where (a clinic nearby, or the patient's state for virtual care), a new time, hold, confirm. */
export function ReschedulePanel({ appointment, confirmCode, knownState, onClose, onMoved }: ReschedulePanelProps) {
  const move = useReschedule({ appointment, confirmCode, knownState, onMoved });
  return (
    <section aria-labelledby="reschedule-heading" className={styles.panel}>
      <h2 id="reschedule-heading">
        {move.step === 'followup' ? MANAGE_TEXTS.followupTimeHeading : MANAGE_TEXTS.rescheduleHeading}
      </h2>
      {move.step === 'followup' && appointment.followupAfterDays !== null ? (
        <p>{MANAGE_TEXTS.followupAfter(appointment.followupAfterDays)}</p>
      ) : null}
      {move.error ? (
        <Alert name="reschedule-failed" variant="error">
          {move.error}
        </Alert>
      ) : null}
      {move.canChoosePlace && move.isVirtual ? (
        <PatientStateChoice
          serviceId={appointment.services[0]?.id}
          value={move.patientState}
          onChange={move.choosePatientState}
        />
      ) : null}
      {move.canChoosePlace && !move.isVirtual ? (
        <ClinicChoice
          appointment={appointment}
          startDate={move.startDate}
          value={move.clinicId}
          onChange={move.chooseClinic}
        />
      ) : null}
      {move.countdown ? <HoldCountdown expiresAt={move.countdown.expiresAt} onExpire={move.onHoldExpired} /> : null}
      <HeldTimes held={move.heldVisits} />
      {move.ready ? null : move.calendar ? (
        <MoveCalendar
          // A new place starts its calendar afresh, on its first page.
          key={`${move.step}:${move.clinicId}:${move.patientState}`}
          request={move.calendar}
          selected={move.selected}
          onSelect={move.choose}
        />
      ) : (
        <p>{MANAGE_TEXTS.chooseState}</p>
      )}
      <div className={styles.actions}>
        {move.ready ? (
          <Button onClick={move.confirm} disabled={move.busy !== undefined}>
            {MANAGE_TEXTS.confirmMove}
          </Button>
        ) : (
          <Button onClick={move.hold} disabled={move.busy !== undefined}>
            {MANAGE_TEXTS.continue}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={move.busy !== undefined}>
          {MANAGE_TEXTS.keepTime}
        </Button>
        {move.busy ? (
          <Spinner size="small" label={move.busy === 'holding' ? MANAGE_TEXTS.holding : MANAGE_TEXTS.moving} />
        ) : null}
      </div>
    </section>
  );
}
