import type { Attendance } from '@hs/contracts/staff-desk';
import type { DomainError } from '#api/domain-error.js';
import {
  attendanceSettled,
  checkInTooEarly,
  checkInTooLate,
  completedTooEarly,
  noShowTooEarly,
  visitCanceled,
} from './desk-errors.js';

const MINUTE_MS = 60_000;
/** Check-in opens an hour before the start and closes 30 minutes after it (issue 31). */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * MINUTE_MS;
export const CHECK_IN_CLOSES_AFTER_MS = 30 * MINUTE_MS;
/** A patient is not missing until 15 minutes after the start. */
export const NO_SHOW_AFTER_MS = 15 * MINUTE_MS;
/** What was recorded can be changed or taken back for a day, then it stands. */
export const ATTENDANCE_CHANGEABLE_MS = 24 * 60 * MINUTE_MS;

export interface AttendanceState {
  status: 'BOOKED' | 'CANCELED';
  startsAt: Date;
  attendance: Attendance | null;
  attendanceAt: Date | null;
}

/** Why `next` may not be recorded of the visit at `now`, or null when it may. Every edge is inclusive. */
export function attendanceRefusal(visit: AttendanceState, next: Attendance | null, now: Date): DomainError | null {
  const lastChange = visit.attendance === null ? null : visit.attendanceAt;
  if (lastChange && now.getTime() - lastChange.getTime() > ATTENDANCE_CHANGEABLE_MS) return attendanceSettled();
  if (next === null) return null;
  if (visit.status === 'CANCELED') return visitCanceled();
  const sinceStart = now.getTime() - visit.startsAt.getTime();
  switch (next) {
    case 'checked-in':
      if (sinceStart < -CHECK_IN_OPENS_BEFORE_MS) return checkInTooEarly();
      return sinceStart > CHECK_IN_CLOSES_AFTER_MS ? checkInTooLate() : null;
    case 'no-show':
      return sinceStart < NO_SHOW_AFTER_MS ? noShowTooEarly() : null;
    case 'completed':
      return sinceStart < 0 ? completedTooEarly() : null;
  }
}
