import type { Attendance, ScheduledVisit } from '@hs/contracts/staff-desk';

export interface AttendanceAction {
  /** The button's words. */
  label: string;
  /** What the visit's attendance becomes; null takes the record back. */
  attendance: Attendance | null;
  /** What the page says once the server has it. */
  done: (patient: string) => string;
}

/**
 * What the front desk can record next for a visit. Each step can be taken back (the server allows it within a
 * day): Undo of a completed visit returns it to checked in, the others to nothing recorded. The server decides
 * the time windows (check-in from an hour before the start, no-show from 15 minutes after it) and says why when
 * it refuses, so every step is offered and the refusal shown.
 */
export function attendanceActions(visit: Pick<ScheduledVisit, 'status' | 'attendance'>): AttendanceAction[] {
  if (visit.status === 'CANCELED') return [];
  switch (visit.attendance) {
    case null:
      return [
        { label: 'Check in', attendance: 'checked-in', done: (patient) => `${patient} is checked in.` },
        { label: 'No-show', attendance: 'no-show', done: (patient) => `${patient} is marked as a no-show.` },
      ];
    case 'checked-in':
      return [
        { label: 'Completed', attendance: 'completed', done: (patient) => `${patient}’s visit is completed.` },
        { label: 'Undo', attendance: null, done: (patient) => `${patient}’s check-in was taken back.` },
      ];
    case 'no-show':
      return [{ label: 'Undo', attendance: null, done: (patient) => `${patient}’s no-show was taken back.` }];
    case 'completed':
      return [
        { label: 'Undo', attendance: 'checked-in', done: (patient) => `${patient}’s visit is back to checked in.` },
      ];
  }
}

/** A visit can be cancelled on the patient's behalf while it is booked and nothing has been recorded of it. */
export const mayCancel = (visit: Pick<ScheduledVisit, 'status' | 'attendance'>) =>
  visit.status === 'BOOKED' && visit.attendance === null;
