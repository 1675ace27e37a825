import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

/** A move at the same clinic. */
export const rescheduleTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'Your appointment at The Local Clinic has a new time',
    preheader: 'Moved to {when} at {place}.',
    heading: 'Your appointment has a new time',
    intro: 'Your appointment has moved to {when} at {place}. Here are the new details.',
    text: 'The Local Clinic: your appointment has a new time: {when}, {place}. {optOut}',
  },
  es: {
    subject: 'Su cita en The Local Clinic tiene una nueva hora',
    preheader: 'Nueva hora: {when} en {place}.',
    heading: 'Su cita tiene una nueva hora',
    intro: 'Su cita cambió al {when} en {place}. Estos son los nuevos detalles.',
    text: 'The Local Clinic: su cita tiene nueva hora: {when}, {place}. {optOut}',
  },
};
