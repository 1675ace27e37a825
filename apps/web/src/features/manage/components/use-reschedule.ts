import type { ManagedAppointment, Provider, RescheduleRequest, Reservation, Timeslot } from '@hs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { holdNewTime, moveAppointment } from '@/features/manage/api/move-appointment';
import type { MoveCalendarRequest } from '@/features/manage/api/use-move-calendar';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { movePlace } from '@/features/manage/model/move-place';
import { movedAppointment } from '@/features/manage/model/moved-appointment';
import { isApiRequestError } from '@/lib/api/api-client';
import { type Attempt, attemptFor, automaticRetries } from '@/lib/api/idempotent-attempt';
import { addDays, type IsoDate, localIsoDate } from '@/lib/dates/us-date';
import { requestLanguage } from '@/lib/i18n/request-language';
import { releaseHold } from '@/lib/scheduler-store/release-held-appointment';
import { reservationTimeOf } from '@/lib/slot-calendar/slot-format';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';

type Visit = 'first' | 'followup';

/** A held seat and the provider it is with, which the move then names. */
export interface Held {
  reservation: Reservation;
  provider: Provider;
}

const dayOf = (timestamp: string): IsoDate => timestamp.slice(0, 10) as IsoDate;

/** The server's message for a refusal it explains (409 conflict, 429, 400 naming the rule); ours otherwise. */
function errorText(failure: unknown): string {
  if (isApiRequestError(failure) && failure.status >= 400 && failure.status < 500) return failure.message;
  return MANAGE_TEXTS.failed;
}

/** A hold that failed: a seat taken meanwhile has a message of its own. */
function holdErrorText(failure: unknown): string {
  return isApiRequestError(failure) && failure.status === 409 ? MANAGE_TEXTS.slotTaken : errorText(failure);
}

export interface RescheduleInput {
  appointment: ManagedAppointment;
  confirmCode: string;
  /** The patient's state when it is known (the search the visitor came from), for a virtual visit. */
  knownState: string | undefined;
  onMoved: (moved: ManagedAppointment, provider: Provider) => void;
}

/**
 * The reschedule steps: choose where (a clinic, or the patient's state for virtual care) and a time, hold it
 * (the booking countdown runs), and confirm; a first appointment with a follow-up also gets a follow-up time at
 * least followupAfterDays later at the same place, and both move in one request. Holds not turned into the
 * move are given back when the panel closes.
 */
export function useReschedule({ appointment, confirmCode, knownState, onMoved }: RescheduleInput) {
  const queryClient = useQueryClient();
  const followup = appointment.followupAppointment;
  const isVirtual = appointment.provider.kind !== 'clinic';
  const [step, setStep] = useState<Visit>('first');
  const [clinicId, setClinicId] = useState(appointment.provider.providerId);
  const [patientState, setPatientState] = useState(isVirtual ? (knownState ?? '') : '');
  const [selected, setSelected] = useState<{ slot: SlotSelection; provider: Provider }>();
  const [holds, setHolds] = useState<Partial<Record<Visit, Held>>>({});
  /** Asked to hold without a time chosen; the calls' own failures are theirs. */
  const [noTimeChosen, setNoTimeChosen] = useState(false);
  /** The move asked for, under its Idempotency-Key: the same move asked again is sent again as it was. */
  const moveAttempt = useRef<Attempt<RescheduleRequest> | null>(null);
  const held = useRef(holds);
  held.current = holds;

  useEffect(
    () => () => {
      for (const hold of Object.values(held.current)) if (hold) releaseHold(hold.reservation.reservationCode);
    },
    [],
  );

  const visit = step === 'first' ? appointment : (followup ?? appointment);
  const serviceIds = visit.services.map((service) => service.id);
  const firstHold = holds.first;
  const startDate =
    step === 'followup' && firstHold
      ? addDays(dayOf(firstHold.reservation.timestamp), appointment.followupAfterDays ?? 0)
      : ((appointment.earliestDate as IsoDate | null) ?? localIsoDate());
  const licensure = isVirtual && patientState ? { licensureState: patientState } : {};

  const place = movePlace({
    followupAt: step === 'followup' ? firstHold?.provider.providerId : undefined,
    isVirtual,
    patientState,
    clinicId,
  });
  const calendar: MoveCalendarRequest | null = place && {
    place,
    preferredProviderId: appointment.provider.providerId,
    businessName: appointment.businessName,
    serviceIds,
    startDate,
  };

  const holding = useMutation({
    mutationFn: ({ slot, provider }: { slot: SlotSelection; provider: Provider }) =>
      holdNewTime({
        serviceId: serviceIds[0]!,
        businessName: appointment.businessName,
        reservationTime: reservationTimeOf(slot.timestamp, provider.timezone),
        locationNumber: provider.providerId,
        ...licensure,
      }),
    onSuccess: (reservation, { provider }) => {
      setHolds((current) => ({ ...current, [step]: { reservation, provider } }));
      setSelected(undefined);
      if (step === 'first' && followup) setStep('followup');
    },
    // The calendar shows the time that was just taken: it is asked again before the visitor can choose anew.
    onError: () => queryClient.invalidateQueries({ queryKey: ['move-calendar'] }),
  });

  const moving = useMutation({
    mutationFn: ({ attempt }: { attempt: Attempt<RescheduleRequest>; provider: Provider }) =>
      moveAppointment(appointment.id, attempt.request, attempt.key),
    ...automaticRetries,
    onSuccess: (moved, { provider }) => {
      moveAttempt.current = null;
      setHolds({});
      held.current = {};
      onMoved(movedAppointment(appointment, moved, provider), provider);
    },
  });

  const clearError = () => {
    setNoTimeChosen(false);
    holding.reset();
    moving.reset();
  };

  const restart = () => {
    setSelected(undefined);
    clearError();
  };

  const choose = (slot: Timeslot, provider: Provider) => {
    clearError();
    setSelected({
      slot: { providerId: provider.providerId, timestamp: slot.value, serviceIds: [...slot.serviceIds] },
      provider,
    });
  };

  const hold = () => {
    clearError();
    if (selected) holding.mutate(selected);
    else setNoTimeChosen(true);
  };

  /**
   * One Idempotency-Key per move asked for: the appointment onto these held seats. A retry after any failure, by
   * the form or the visitor, is the same move, so the server answers it with the first move's answer if that was
   * made and its answer lost; a new key only when other seats are held. The language is the first send's.
   */
  const confirm = () => {
    if (!firstHold) return;
    clearError();
    const second = holds.followup?.reservation;
    const asked = {
      confirmCode,
      dateTime: firstHold.reservation.timestamp,
      reservationCode: firstHold.reservation.reservationCode,
      locationNumber: firstHold.provider.providerId,
      ...licensure,
      ...(second
        ? {
            followupAppointment: {
              dateTime: { value: second.timestamp, timezone: second.timezone },
              reservationCode: second.reservationCode,
            },
          }
        : {}),
    };
    const fingerprint = JSON.stringify([appointment.id, asked]);
    moveAttempt.current = attemptFor(moveAttempt.current, fingerprint, () => ({
      ...asked,
      language: requestLanguage(),
    }));
    moving.mutate({ attempt: moveAttempt.current, provider: firstHold.provider });
  };

  const error = noTimeChosen
    ? MANAGE_TEXTS.chooseTime
    : holding.isError
      ? holdErrorText(holding.error)
      : moving.isError
        ? errorText(moving.error)
        : undefined;

  return {
    step,
    isVirtual,
    /** Where may still be chosen: before anything is held, and never for a follow-up alone. */
    canChoosePlace: step === 'first' && !firstHold && !appointment.isFollowup,
    clinicId,
    chooseClinic: (providerId: string) => {
      setClinicId(providerId);
      restart();
    },
    patientState,
    choosePatientState: (stateCode: string) => {
      setPatientState(stateCode);
      restart();
    },
    calendar,
    startDate,
    selected: selected?.slot,
    choose,
    countdown: (holds.followup ?? firstHold)?.reservation,
    /** The seats held so far, first visit first, for the visitor to check before confirming. */
    heldVisits: [firstHold, holds.followup].filter((entry): entry is Held => entry !== undefined),
    onHoldExpired: () => {
      setHolds({});
      setStep('first');
    },
    ready: Boolean(firstHold && (!followup || holds.followup)),
    busy: holding.isPending ? ('holding' as const) : moving.isPending ? ('moving' as const) : undefined,
    error,
    hold,
    confirm,
  };
}
