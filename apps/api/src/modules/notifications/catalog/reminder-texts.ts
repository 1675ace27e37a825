import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

/** The reminder sent ahead of the visit (REMINDER_HOURS). */
export const reminderTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'Reminder: your appointment at The Local Clinic',
    preheader: 'Coming up: {when} at {place}.',
    heading: 'Your appointment is coming up',
    intro: 'This is a reminder of your appointment on {when} at {place}.',
    text: 'The Local Clinic: reminder of your appointment on {when}, {place}. {optOut}',
  },
  es: {
    subject: 'Recordatorio: su cita en The Local Clinic',
    preheader: 'Su cita se acerca: {when} en {place}.',
    heading: 'Su cita se acerca',
    intro: 'Le recordamos su cita del {when} en {place}.',
    text: 'The Local Clinic: le recordamos su cita del {when}, {place}. {optOut}',
  },
};
