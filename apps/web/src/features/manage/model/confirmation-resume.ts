import type { ManagedAppointment, Provider } from '@hs/contracts';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';

/** The confirmation the visitor came from (carried in navigation state), when it shows this appointment. */
export function confirmationToResume(navigationState: unknown, appointmentId: string): SchedulerState | null {
  const resume = (navigationState as { resume?: SchedulerState } | null)?.resume;
  return resume?.appointment?.id === appointmentId && resume.provider ? resume : null;
}

/**
 * Puts that confirmation back with the new times (and the new clinic when it changed), so it shows them and its
 * calendar file counts the move.
 */
export function restoreConfirmation(resume: SchedulerState, moved: ManagedAppointment, movedTo: Provider): void {
  const { appointment, followup, provider, ...rest } = resume;
  if (!appointment || !provider) return;
  schedulerStore.clear();
  schedulerStore.update(rest);
  schedulerStore.setAppointment(
    { ...appointment, timestamp: moved.timestamp, timezone: moved.timezone, sequence: moved.sequence },
    movedTo.providerId === provider.providerId ? provider : movedTo,
  );
  const movedFollowup = moved.followupAppointment;
  if (followup) {
    schedulerStore.setFollowup(
      movedFollowup ? { ...followup, timestamp: movedFollowup.timestamp, sequence: movedFollowup.sequence } : followup,
    );
  }
}
