import { defineContent } from '../../registry.js';
import type { NotesData } from '../../schemas/patient-form/notes-data.js';

const commentsLabel = 'Anything else the provider should know? (optional)';

export const notesData = defineContent<NotesData>(
  { schema: 'notes-data', version: '1.0.0', dir: 'patient-form', name: 'notes' },
  () => import('../../schemas/patient-form/notes-data.js').then((module) => module.NotesDataSchema),
  {
    groups: {
      'in-person-visit': {
        kind: 'reasons',
        legend: 'What is the reason for the visit?',
        hint: 'Select up to 3.',
        reasons: [
          'Cold, cough or congestion',
          'Sore throat',
          'Fever or flu-like symptoms',
          'Ear pain or infection',
          'Eye redness or irritation',
          'Sinus pain or pressure',
          'Urinary symptoms',
          'Rash or skin problem',
          'Minor cut, burn or wound',
          'Sprain or strain',
          'Allergies',
          'Other',
        ],
        maxSelections: 3,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel,
      },
      'virtual-visit': {
        kind: 'reasons',
        legend: 'What is the reason for the visit?',
        hint: 'Select up to 2. Virtual visits suit minor illnesses; for chest pain or trouble breathing, call 911.',
        reasons: [
          'Cold, cough or congestion',
          'Sore throat',
          'Sinus pain or pressure',
          'Seasonal allergies',
          'Pink eye',
          'Urinary symptoms',
          'Rash or skin problem',
          'Medication refill question',
          'Other',
        ],
        maxSelections: 2,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel,
      },
      vaccine: {
        kind: 'reasons',
        legend: 'Is the vaccine needed for any of these reasons?',
        reasons: ['Routine or seasonal protection', 'School or child care', 'Work requirement', 'Recent exposure'],
        maxSelections: 1,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
      },
      'travel-vaccine': {
        kind: 'reasons',
        legend: 'Where are you traveling?',
        hint: 'Select every region you will visit, up to 4.',
        reasons: [
          'Mexico, Central America or the Caribbean',
          'South America',
          'Africa',
          'Middle East',
          'South or Southeast Asia',
          'East Asia',
          'Europe',
          'Oceania or the Pacific Islands',
        ],
        maxSelections: 4,
        requiredMessage: 'You must select at least one reason',
        tooManyMessage: 'You can only select up to {n} reasons.',
        commentsLabel: 'Departure date and countries (optional)',
      },
      physical: {
        kind: 'freeText',
        label: 'Forms to complete (optional)',
        hint: 'If a school, camp, sports team or employer gave you a form, tell us which one and bring it with you.',
      },
      'health-screening': {
        kind: 'freeText',
        label: 'Anything the provider should know before the screening? (optional)',
        hint: 'For example, whether you have fasted, or results from an earlier screening.',
      },
    },
  },
  ['es'],
);
