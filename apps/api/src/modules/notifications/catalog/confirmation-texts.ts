import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

export const confirmationTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'Your appointment at The Local Clinic is booked',
    preheader: 'Booked: {when} at {place}.',
    heading: 'Your appointment is booked',
    intro: 'Thank you for booking with The Local Clinic. We will see you on {when} at {place}.',
    text: 'The Local Clinic: your appointment is booked for {when}, {place}. {optOut}',
  },
  es: {
    subject: 'Su cita en The Local Clinic está confirmada',
    preheader: 'Cita confirmada: {when} en {place}.',
    heading: 'Su cita está confirmada',
    intro: 'Gracias por hacer su cita con The Local Clinic. Le esperamos el {when} en {place}.',
    text: 'The Local Clinic: su cita está confirmada para el {when}, {place}. {optOut}',
  },
};
