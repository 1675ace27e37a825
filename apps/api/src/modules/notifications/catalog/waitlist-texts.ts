import type { Translated } from '@hs/domain';

/**
 * The waitlist's messages (decision 060). {code}: the one-time code; {when}: the offered time, {until}: when its
 * hold ends, both on the clinic's clock; {place}: the clinic by name in an e-mail, by street in a text; {link}: the
 * offer's link; {optOut}: the carriers' STOP wording. A text names no service: some visits are private.
 */
export interface WaitlistTexts {
  codeSubject: string;
  codeHeading: string;
  codeIntro: string;
  codeText: string;
  offerSubject: string;
  offerPreheader: string;
  offerHeading: string;
  /** A seat for a "notify me" entry, and a sooner time for a booked appointment. */
  offerIntro: string;
  earlierIntro: string;
  offerButton: string;
  earlierButton: string;
  offerNoThanks: string;
  offerText: string;
  leaveLinkLabel: string;
  footer: string;
}

export const waitlistTexts: Translated<WaitlistTexts> = {
  en: {
    codeSubject: '{code} is your code for The Local Clinic waitlist',
    codeHeading: 'Confirm your place on the waitlist',
    codeIntro: 'Enter this code on the page where you joined. It works for 30 minutes.',
    codeText: 'The Local Clinic: your waitlist code is {code}. It works for 30 minutes. {optOut}',
    offerSubject: 'A time opened up for you at The Local Clinic',
    offerPreheader: 'Held for you until {until}: {when}.',
    offerHeading: 'A time opened up for you',
    offerIntro:
      '{when} at {place} is held for you until {until}. Book it before then if you want it; after that it goes to the next person waiting.',
    earlierIntro:
      'Your appointment can move to {when} at {place}. The time is held for you until {until}; after that it goes to the next person waiting.',
    offerButton: 'Book this time',
    earlierButton: 'Move my appointment to this time',
    offerNoThanks: 'Not this time? Open the link and choose "No thanks", so the next person can have it.',
    offerText: 'The Local Clinic: a time opened up, {when}, {place}, held for you until {until}: {link} {optOut}',
    leaveLinkLabel: 'Leave the waitlist',
    footer: 'The Local Clinic sent this message because this address was put on its waitlist.',
  },
  es: {
    codeSubject: '{code} es su código para la lista de espera de The Local Clinic',
    codeHeading: 'Confirme su lugar en la lista de espera',
    codeIntro: 'Escriba este código en la página donde se anotó. Sirve durante 30 minutos.',
    codeText: 'The Local Clinic: su código de lista de espera es {code}. Sirve durante 30 minutos. {optOut}',
    offerSubject: 'Hay un horario disponible para usted en The Local Clinic',
    offerPreheader: 'Reservado para usted hasta las {until}: {when}.',
    offerHeading: 'Hay un horario disponible para usted',
    offerIntro:
      'El {when} en {place} está reservado para usted hasta las {until}. Si lo quiere, haga la cita antes; después pasa a la siguiente persona que espera.',
    earlierIntro:
      'Su cita puede pasar al {when} en {place}. El horario está reservado para usted hasta las {until}; después pasa a la siguiente persona que espera.',
    offerButton: 'Hacer la cita a esta hora',
    earlierButton: 'Cambiar mi cita a esta hora',
    offerNoThanks: '¿No le sirve? Abra el enlace y elija "No, gracias", para que otra persona pueda tenerlo.',
    offerText:
      'The Local Clinic: hay un horario, {when}, {place}, reservado para usted hasta las {until}: {link} {optOut}',
    leaveLinkLabel: 'Salir de la lista de espera',
    footer: 'The Local Clinic le envió este mensaje porque esta dirección se anotó en su lista de espera.',
  },
};
