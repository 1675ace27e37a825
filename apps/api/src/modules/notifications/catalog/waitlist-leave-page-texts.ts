import type { Translated } from '@hs/domain';

/** The page behind a waitlist message's leave link: it asks, then says it is done, or that the link is not valid. */
export interface WaitlistLeavePageTexts {
  title: string;
  question: string;
  button: string;
  done: string;
  invalid: string;
}

export const waitlistLeavePageTexts: Translated<WaitlistLeavePageTexts> = {
  en: {
    title: 'Leave the waitlist',
    question:
      'Stop waiting for an earlier time? We will send no more offers for this request. Any appointment you booked stays booked.',
    button: 'Leave the waitlist',
    done: 'You are off the waitlist. We will send no more offers for this request.',
    invalid: 'This link is not valid. Please use the link from our message as it is.',
  },
  es: {
    title: 'Salir de la lista de espera',
    question:
      '¿Desea dejar de esperar un horario más pronto? No le enviaremos más ofertas para esta solicitud. Si ya hizo una cita, sigue confirmada.',
    button: 'Salir de la lista de espera',
    done: 'Ya salió de la lista de espera. No le enviaremos más ofertas para esta solicitud.',
    invalid: 'Este enlace no es válido. Por favor, use el enlace de nuestro mensaje tal como está.',
  },
};
