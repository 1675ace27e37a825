import type { Translated } from '@hs/domain';

/** The page behind a reminder's opt-out link: it asks, then says it is done, or that the link is not valid. */
export interface OptOutPageTexts {
  title: string;
  question: string;
  button: string;
  done: string;
  invalid: string;
}

export const optOutPageTexts: Translated<OptOutPageTexts> = {
  en: {
    title: 'Stop reminders',
    question: 'Stop the e-mail and text reminders for this appointment? The appointment itself stays booked.',
    button: 'Stop reminders',
    done: 'You will get no more reminders for this appointment. The appointment itself stays booked.',
    invalid: 'This link is not valid. Please use the link from your reminder as it is.',
  },
  es: {
    title: 'Dejar de recibir recordatorios',
    question:
      '¿Desea dejar de recibir los recordatorios de esta cita por correo electrónico y por mensaje de texto? La cita sigue confirmada.',
    button: 'Dejar de recibir recordatorios',
    done: 'Ya no recibirá recordatorios de esta cita. La cita sigue confirmada.',
    invalid: 'Este enlace no es válido. Por favor, use el enlace de su recordatorio tal como está.',
  },
  // Withdrawing consent to reminders: the Spanish must say exactly what stops and what stays.
  review: ['question', 'done'],
};
