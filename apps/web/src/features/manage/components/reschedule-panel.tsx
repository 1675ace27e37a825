import type { ManagedAppointment, Reservation, Timeslot } from '@hs/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HoldCountdown } from '@/components/hold/hold-countdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { holdNewTime, moveAppointment, releaseNewTime } from '@/features/manage/api/move-appointment';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { isApiRequestError } from '@/lib/api-client';
import { reservationTimeOf } from '@/lib/slot-calendar/slot-format';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';
import { addDays, type IsoDate, localIsoDate } from '@/lib/us-date';
import styles from './manage.module.css';
import { MoveCalendar } from './move-calendar';

export interface ReschedulePanelProps {
  appointment: ManagedAppointment;
  confirmCode: string;
  onClose: () => void;
  onMoved: (moved: ManagedAppointment) => void;
}

type Visit = 'first' | 'followup';

const dayOf = (timestamp: string): IsoDate => timestamp.slice(0, 10) as IsoDate;

/**
 * Reschedule: pick a new time in the slot calendar, hold it (the booking countdown runs), and confirm; a first
 * appointment with a follow-up also gets a follow-up time at least followupAfterDays later, and both move in one
 * request. Keeping the current time gives the holds back.
 */
export function ReschedulePanel({ appointment, confirmCode, onClose, onMoved }: ReschedulePanelProps) {
  const queryClient = useQueryClient();
  const followup = appointment.followupAppointment;
  const [step, setStep] = useState<Visit>('first');
  const [selected, setSelected] = useState<SlotSelection>();
  const [holds, setHolds] = useState<Partial<Record<Visit, Reservation>>>({});
  const [busy, setBusy] = useState<'holding' | 'moving'>();
  const [error, setError] = useState<string>();
  const idempotencyKey = useRef(crypto.randomUUID());
  const held = useRef(holds);
  held.current = holds;
  const provider = appointment.provider;

  // Holds not turned into the move are given back when the panel closes.
  useEffect(
    () => () => {
      for (const hold of Object.values(held.current)) if (hold) releaseNewTime(hold.reservationCode);
    },
    [],
  );

  const serviceIds = (step === 'first' ? appointment : (followup ?? appointment)).services.map((s) => s.id);
  const startDate =
    step === 'followup' && holds.first
      ? addDays(dayOf(holds.first.timestamp), appointment.followupAfterDays ?? 0)
      : ((appointment.earliestDate as IsoDate | null) ?? localIsoDate());
  const ready = holds.first && (!followup || holds.followup);

  const choose = (slot: Timeslot) => {
    setError(undefined);
    setSelected({ providerId: provider.providerId, timestamp: slot.value, serviceIds: [...slot.serviceIds] });
  };

  const hold = async () => {
    if (!selected) {
      setError(MANAGE_TEXTS.chooseTime);
      return;
    }
    setBusy('holding');
    try {
      const reservation = await holdNewTime({
        serviceId: serviceIds[0]!,
        businessName: appointment.businessName,
        reservationTime: reservationTimeOf(selected.timestamp, appointment.timezone),
        locationNumber: provider.providerId,
      });
      setHolds((current) => ({ ...current, [step]: reservation }));
      setSelected(undefined);
      if (step === 'first' && followup) setStep('followup');
    } catch (failure) {
      setError(isApiRequestError(failure) && failure.status === 409 ? MANAGE_TEXTS.slotTaken : errorText(failure));
      await queryClient.invalidateQueries({ queryKey: ['move-calendar'] });
    } finally {
      setBusy(undefined);
    }
  };

  const confirm = async () => {
    if (!holds.first) return;
    setBusy('moving');
    try {
      const moved = await moveAppointment(
        appointment.id,
        {
          confirmCode,
          dateTime: holds.first.timestamp,
          reservationCode: holds.first.reservationCode,
          ...(holds.followup
            ? {
                followupAppointment: {
                  dateTime: { value: holds.followup.timestamp, timezone: holds.followup.timezone },
                  reservationCode: holds.followup.reservationCode,
                },
              }
            : {}),
        },
        idempotencyKey.current,
      );
      setHolds({});
      held.current = {};
      onMoved({
        ...appointment,
        timestamp: moved.appointment.timestamp,
        timezone: moved.appointment.timezone,
        sequence: moved.appointment.sequence,
        followupAppointment:
          followup && moved.followupAppointment
            ? {
                ...followup,
                timestamp: moved.followupAppointment.timestamp,
                sequence: moved.followupAppointment.sequence,
              }
            : followup,
      });
    } catch (failure) {
      setError(errorText(failure));
      idempotencyKey.current = crypto.randomUUID();
    } finally {
      setBusy(undefined);
    }
  };

  const countdown = holds.followup ?? holds.first;
  return (
    <section aria-labelledby="reschedule-heading" className={styles.panel}>
      <h2 id="reschedule-heading">
        {step === 'followup' ? MANAGE_TEXTS.followupTimeHeading : MANAGE_TEXTS.rescheduleHeading}
      </h2>
      {step === 'followup' && appointment.followupAfterDays !== null ? (
        <p>{MANAGE_TEXTS.followupAfter(appointment.followupAfterDays)}</p>
      ) : null}
      {error ? (
        <Alert name="reschedule-failed" variant="error">
          {error}
        </Alert>
      ) : null}
      {countdown ? <HoldCountdown expiresAt={countdown.expiresAt} onExpire={() => setHolds({})} /> : null}
      {ready ? null : (
        <MoveCalendar
          key={step}
          providerId={provider.providerId}
          providerName={provider.name}
          businessName={appointment.businessName}
          timeZone={appointment.timezone}
          serviceIds={serviceIds}
          startDate={startDate}
          selected={selected}
          onSelect={choose}
        />
      )}
      <div className={styles.actions}>
        {ready ? (
          <Button onClick={confirm} disabled={busy !== undefined}>
            {MANAGE_TEXTS.confirmMove}
          </Button>
        ) : (
          <Button onClick={hold} disabled={busy !== undefined}>
            {MANAGE_TEXTS.continue}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy !== undefined}>
          {MANAGE_TEXTS.keepTime}
        </Button>
        {busy ? <Spinner size="small" label={busy === 'holding' ? MANAGE_TEXTS.holding : MANAGE_TEXTS.moving} /> : null}
      </div>
    </section>
  );
}

/** The server's message for a refusal it explains (409 conflict, 429, 400 naming the rule); ours otherwise. */
function errorText(failure: unknown): string {
  if (isApiRequestError(failure) && failure.status >= 400 && failure.status < 500) return failure.message;
  return MANAGE_TEXTS.failed;
}
