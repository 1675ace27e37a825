import type { Translated } from '@hs/domain';
import type { ChangeTexts } from './change-texts.js';

/** A cancellation by the clinic (a closure, a provider away), with an apology and an invitation to book again. */
export const clinicCancellationTexts: Translated<ChangeTexts> = {
  en: {
    subject: 'The Local Clinic had to cancel your appointment',
    preheader: 'We are sorry: {place} had to cancel {when}.',
    heading: 'We had to cancel your appointment',
    intro:
      'We are sorry: {place} had to cancel your appointment on {when}. Please book another time; we will be glad to see you.',
    text: 'The Local Clinic: we are sorry, we had to cancel your appointment on {when}, {place}. {optOut}',
  },
  es: {
    subject: 'The Local Clinic tuvo que cancelar su cita',
    preheader: 'Lo sentimos: {place} tuvo que cancelar su cita del {when}.',
    heading: 'Tuvimos que cancelar su cita',
    intro:
      'Lo sentimos: {place} tuvo que cancelar su cita del {when}. Por favor, haga una cita para otro momento; con gusto le atenderemos.',
    text: 'The Local Clinic: lamentamos cancelar su cita del {when}, {place}. {optOut}',
  },
};
