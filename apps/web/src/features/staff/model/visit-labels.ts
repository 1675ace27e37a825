import type { Attendance, ClinicCancelReason, ScheduledVisit } from '@hs/contracts/staff-desk';

export const CANCEL_REASON_LABELS: Record<ClinicCancelReason, string> = {
  'provider-unavailable': 'Provider unavailable',
  'clinic-closed': 'Clinic closed',
  weather: 'Weather',
  'patient-asked': 'Patient asked',
  other: 'Other',
};

const ATTENDANCE_LABELS: Record<Attendance, string> = {
  'checked-in': 'Checked in',
  'no-show': 'No-show',
  completed: 'Completed',
};

export const patientName = (visit: Pick<ScheduledVisit, 'patient'>) =>
  `${visit.patient.firstName} ${visit.patient.lastName}`;

/** 'Booked', or 'Cancelled: weather'. */
export function statusText(visit: Pick<ScheduledVisit, 'status' | 'cancelReason'>): string {
  if (visit.status === 'BOOKED') return 'Booked';
  return visit.cancelReason ? `Cancelled: ${CANCEL_REASON_LABELS[visit.cancelReason].toLowerCase()}` : 'Cancelled';
}

export const attendanceText = (visit: Pick<ScheduledVisit, 'attendance'>) =>
  visit.attendance ? ATTENDANCE_LABELS[visit.attendance] : 'Not recorded';

/** '3 visits, 1 cancelled'. */
export function dayCount(visits: readonly Pick<ScheduledVisit, 'status'>[]): string {
  const cancelled = visits.filter((visit) => visit.status === 'CANCELED').length;
  const total = `${visits.length} visit${visits.length === 1 ? '' : 's'}`;
  return cancelled > 0 ? `${total}, ${cancelled} cancelled` : total;
}
