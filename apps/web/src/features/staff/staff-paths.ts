import { staffConsolePath } from '@hs/contracts';
import { withQuery } from '@/config/paths';

/** The console's pages under /staff (decision 053), as its own route table names them. */
export const staffRoutes = {
  home: '',
  signIn: 'sign-in',
  invite: 'invite/:token',
  clinics: 'clinics',
  dayList: 'clinics/:clinicId',
  hours: 'clinics/:clinicId/hours',
  clinicStaff: 'clinics/:clinicId/staff',
  waitlist: 'clinics/:clinicId/waitlist',
  book: 'clinics/:clinicId/book',
  reschedule: 'clinics/:clinicId/visits/:appointmentId/reschedule',
  passkeys: 'passkeys',
  people: 'people',
  audit: 'audit',
} as const;

const under = (path: string) => (path ? `${staffConsolePath}/${path}` : staffConsolePath);

export type ScheduleView = 'day' | 'week';

/** Href builders for the console's pages; the only place their URLs are put together. */
export const staffHrefs = {
  home: () => under(staffRoutes.home),
  signIn: () => under(staffRoutes.signIn),
  invite: (token: string) => under(`invite/${encodeURIComponent(token)}`),
  clinics: () => under(staffRoutes.clinics),
  dayList: (clinicId: string, query: { date?: string; view?: ScheduleView } = {}) =>
    withQuery(under(`clinics/${encodeURIComponent(clinicId)}`), {
      ...query,
      view: query.view === 'week' ? 'week' : undefined,
    }),
  hours: (clinicId: string) => under(`clinics/${encodeURIComponent(clinicId)}/hours`),
  clinicStaff: (clinicId: string) => under(`clinics/${encodeURIComponent(clinicId)}/staff`),
  waitlist: (clinicId: string) => under(`clinics/${encodeURIComponent(clinicId)}/waitlist`),
  /** Booking for a patient on the phone, from `date` (the day list's day). */
  book: (clinicId: string, query: { date?: string } = {}) =>
    withQuery(under(`clinics/${encodeURIComponent(clinicId)}/book`), query),
  reschedule: (clinicId: string, appointmentId: string) =>
    under(`clinics/${encodeURIComponent(clinicId)}/visits/${encodeURIComponent(appointmentId)}/reschedule`),
  passkeys: () => under(staffRoutes.passkeys),
  people: () => under(staffRoutes.people),
  audit: () => under(staffRoutes.audit),
} as const;
