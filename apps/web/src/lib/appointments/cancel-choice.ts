import { CANCEL_MESSAGES, type CancelTarget } from '@/lib/appointments/appointment-cancellation';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';

export type CancelChoice = 'first' | 'second';

export interface CancelDialogRules {
  /** Only the 1st can be chosen: it is preselected and cannot be changed (§2). */
  locked: boolean;
  choices: readonly CancelChoice[];
  initialChoice: CancelChoice | undefined;
}

/** §2: with no follow-up the 1st appointment is preselected and locked; otherwise the visitor chooses. */
export function cancelDialogRules(followup: BookedEntry | undefined): CancelDialogRules {
  return followup
    ? { locked: false, choices: ['first', 'second'], initialChoice: undefined }
    : { locked: true, choices: ['first'], initialChoice: 'first' };
}

export type CancelPlan =
  | { ok: false; error: string }
  | {
      ok: true;
      target: CancelTarget;
      /** Cancelling the 1st cancels ALL; the 2nd cancels only itself (§4). */
      cancelsAll: boolean;
    };

export function planCancel(
  choice: CancelChoice | undefined,
  appointment: BookedEntry,
  followup: BookedEntry | undefined,
): CancelPlan {
  if (choice === 'first') {
    return {
      ok: true,
      target: { id: appointment.id, confirmCode: appointment.confirmCode },
      cancelsAll: followup !== undefined,
    };
  }
  if (choice === 'second' && followup) {
    return { ok: true, target: { id: followup.id, confirmCode: followup.confirmCode }, cancelsAll: false };
  }
  return { ok: false, error: CANCEL_MESSAGES.selectionRequired };
}
