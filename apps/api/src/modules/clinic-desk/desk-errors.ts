import { DomainError } from '#api/domain-error.js';

export const clinicNotFound = () => new DomainError('not-found', 'CLINIC_NOT_FOUND', 'There is no such clinic.');

export const visitNotFound = () => new DomainError('not-found', 'VISIT_NOT_FOUND', 'There is no such appointment.');

export const visitCanceled = () =>
  new DomainError('conflict', 'VISIT_CANCELED', 'This appointment was canceled: nothing can be recorded of it.');

export const visitAlreadyCanceled = () =>
  new DomainError('conflict', 'ALREADY_CANCELED', 'This appointment has already been canceled.');

export const visitAttended = () =>
  new DomainError(
    'conflict',
    'VISIT_ATTENDED',
    'The clinic has recorded this visit as attended or missed: take that back before canceling it.',
  );

export const checkInTooEarly = () =>
  new DomainError('conflict', 'CHECK_IN_TOO_EARLY', 'A patient can be checked in from an hour before the start.');

export const checkInTooLate = () =>
  new DomainError('conflict', 'CHECK_IN_TOO_LATE', 'A patient can be checked in until 30 minutes after the start.');

export const noShowTooEarly = () =>
  new DomainError('conflict', 'NO_SHOW_TOO_EARLY', 'A no-show can be recorded from 15 minutes after the start.');

export const completedTooEarly = () =>
  new DomainError('conflict', 'COMPLETED_TOO_EARLY', 'A visit can be marked completed once it has started.');

export const attendanceSettled = () =>
  new DomainError(
    'conflict',
    'ATTENDANCE_SETTLED',
    'What was recorded of this visit can be changed only within a day of recording it.',
  );
