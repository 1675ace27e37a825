/** The console's query keys: every answer it keeps is under `all`, so signing out drops them in one go. */
export const staffKeys = {
  all: ['staff'] as const,
  session: ['staff', 'session'] as const,
  invite: (token: string) => ['staff', 'invite', token] as const,
  clinics: (q: string) => ['staff', 'clinics', q] as const,
  schedules: (clinicId: string) => ['staff', 'schedule', clinicId] as const,
  schedule: (clinicId: string, from: string, days: number) => ['staff', 'schedule', clinicId, from, days] as const,
  hours: (clinicId: string) => ['staff', 'hours', clinicId] as const,
  clinicStaff: (clinicId: string) => ['staff', 'clinic-staff', clinicId] as const,
  waitlistFigures: (clinicId: string, days: object) => ['staff', 'waitlist-figures', clinicId, days] as const,
  visit: (appointmentId: string) => ['staff', 'visit', appointmentId] as const,
  clinicServices: (clinicId: string) => ['staff', 'clinic-services', clinicId] as const,
  openTimes: (clinicId: string) => ['staff', 'open-times', clinicId] as const,
  openTimesOn: (clinicId: string, serviceIds: readonly number[], date: string) =>
    ['staff', 'open-times', clinicId, serviceIds.join(','), date] as const,
  passkeys: ['staff', 'passkeys'] as const,
  patientMessages: ['staff', 'patient-messages'] as const,
  people: ['staff', 'people'] as const,
  audit: (filters: object) => ['staff', 'audit', filters] as const,
};
