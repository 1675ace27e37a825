import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { FORM_DRAFT_KEY } from './form-draft';

/** The sub-page every form opens on: each group's first step starts with the patient's details. */
const FIRST_SUB_PAGE = 'patientDetails';

/** Whether the tab holds a time for the patient form to book: a held appointment (not yet booked) and its provider. */
export function holdsTime(state: SchedulerState): boolean {
  return Boolean(state.appointment && state.provider && !state.appointment.id);
}

/**
 * Whether the patient form opens on the patient's details rather than where a stored draft stopped. A draft
 * that cannot be read is discarded by the form, so it counts as none; any readable draft elsewhere counts as
 * elsewhere, even one the form would set aside (for another category), so this never claims too much.
 */
export function opensOnPatientDetails(storage: () => Storage | undefined = () => globalThis.sessionStorage): boolean {
  let draft: unknown;
  try {
    draft = JSON.parse(storage()?.getItem(FORM_DRAFT_KEY) ?? 'null');
  } catch {
    // Storage that cannot be read holds no draft either.
    return true;
  }
  if (!draft || typeof draft !== 'object' || !('current' in draft)) return true;
  return draft.current === FIRST_SUB_PAGE;
}
