import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

/** A move to another clinic, which the message names with its address. */
export const relocationTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'Your appointment has moved to another clinic',
    preheader: 'Moved to {place}, {when}.',
    heading: 'Your appointment is at another clinic',
    intro: 'Your appointment has moved to {place}, on {when}. Here are the new details.',
    text: 'The Local Clinic: your appointment moved to another clinic: {place}, {when}. {optOut}',
  },
  es: {
    subject: 'Su cita cambió a otra clínica',
    preheader: 'Nueva clínica: {place}, {when}.',
    heading: 'Su cita es en otra clínica',
    intro: 'Su cita cambió a {place}, el {when}. Estos son los nuevos detalles.',
    text: 'The Local Clinic: su cita pasó a otra clínica: {place}, {when}. {optOut}',
  },
};
