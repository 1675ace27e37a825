import type { Translated } from '@hs/domain';

/** The parts every e-mail shares, whatever changed. */
export interface EmailTexts {
  /** {firstName}: the patient's first name, the only thing of theirs an e-mail names. */
  greeting: string;
  whatLabel: string;
  whenLabel: string;
  whereLabel: string;
  codeLabel: string;
  mapLinkLabel: string;
  manageLinkLabel: string;
  cancelLinkLabel: string;
  bookAgainLinkLabel: string;
  optOutLinkLabel: string;
  /** What the attached calendar file does for a booking, a move or a reminder, and for a cancellation. */
  calendarAdds: string;
  calendarRemoves: string;
  /** The attachment's file name, as a mail client shows it. */
  calendarFile: string;
  canceledCalendarFile: string;
  footer: string;
}

export const emailTexts: Translated<EmailTexts> = {
  en: {
    greeting: 'Hello {firstName},',
    whatLabel: 'What',
    whenLabel: 'When',
    whereLabel: 'Where',
    codeLabel: 'Confirmation code',
    mapLinkLabel: 'Directions on a map',
    manageLinkLabel: 'Find, move or cancel your appointment',
    cancelLinkLabel: 'Cancel this appointment',
    bookAgainLinkLabel: 'Book another appointment',
    optOutLinkLabel: 'Stop reminders for this appointment',
    calendarAdds: 'The attached calendar file adds this appointment to your calendar, or updates it there.',
    calendarRemoves: 'The attached calendar file removes this appointment from your calendar.',
    calendarFile: 'appointment.ics',
    canceledCalendarFile: 'canceled-appointment.ics',
    footer: 'The Local Clinic sent this message because an appointment was booked with this e-mail address.',
  },
  es: {
    greeting: 'Hola, {firstName}:',
    whatLabel: 'Servicio',
    whenLabel: 'Fecha y hora',
    whereLabel: 'Lugar',
    codeLabel: 'Código de confirmación',
    mapLinkLabel: 'Cómo llegar (mapa)',
    manageLinkLabel: 'Busque, cambie o cancele su cita',
    cancelLinkLabel: 'Cancelar esta cita',
    bookAgainLinkLabel: 'Hacer otra cita',
    optOutLinkLabel: 'No recibir más recordatorios de esta cita',
    calendarAdds: 'El archivo de calendario adjunto agrega esta cita a su calendario, o la actualiza si ya está ahí.',
    calendarRemoves: 'El archivo de calendario adjunto quita esta cita de su calendario.',
    calendarFile: 'cita.ics',
    canceledCalendarFile: 'cita-cancelada.ics',
    footer: 'The Local Clinic le envió este mensaje porque se hizo una cita con esta dirección de correo electrónico.',
  },
};
