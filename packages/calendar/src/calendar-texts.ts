import type { Translated } from '@hs/domain';

/** What a calendar entry says in words: its title, its place for a video visit, and its description's lines. */
export interface CalendarTexts {
  /** The entry's title: {services} at {place}. */
  summary: string;
  /** The title's {services} when the visit names none. */
  appointment: string;
  /** The entry's location for a video visit, which has no address. */
  videoVisit: string;
  confirmationCode: string;
  clinicPhone: string;
  manage: string;
}

export const calendarTexts: Translated<CalendarTexts> = {
  en: {
    summary: '{services} at {place}',
    appointment: 'Appointment',
    videoVisit: 'Video visit (Zoom)',
    confirmationCode: 'Confirmation code: {code}',
    clinicPhone: 'Clinic phone: {phone}',
    manage: 'Find, move or cancel your appointment: {url}',
  },
  es: {
    summary: '{services} en {place}',
    appointment: 'Cita',
    videoVisit: 'Visita por video (Zoom)',
    confirmationCode: 'Código de confirmación: {code}',
    clinicPhone: 'Teléfono de la clínica: {phone}',
    manage: 'Busque, cambie o cancele su cita: {url}',
  },
};
