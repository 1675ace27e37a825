import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

/** A cancellation the patient asked for. */
export const cancellationTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'Your appointment at The Local Clinic is canceled',
    preheader: 'Canceled: {when} at {place}.',
    heading: 'Your appointment is canceled',
    intro: 'Your appointment on {when} at {place} is canceled. You do not need to do anything else.',
    text: 'The Local Clinic: your appointment on {when}, {place}, is canceled. {optOut}',
  },
  es: {
    subject: 'Su cita en The Local Clinic está cancelada',
    preheader: 'Cancelada: {when} en {place}.',
    heading: 'Su cita está cancelada',
    intro: 'Su cita del {when} en {place} está cancelada. No tiene que hacer nada más.',
    text: 'The Local Clinic: su cita del {when}, {place}, está cancelada. {optOut}',
  },
};
