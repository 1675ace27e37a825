import { defineContent } from '../../registry.js';
import type { Checklists } from '../../schemas/patient-form/checklists.js';

export const checklists = defineContent<Checklists>(
  { schema: 'patient-form-checklists', version: '1.0.0', dir: 'patient-form', name: 'checklists' },
  () => import('../../schemas/patient-form/checklists.js').then((module) => module.ChecklistsSchema),
  {
    appointmentGoals: {
      questionId: 'tn-learning-objectives',
      answerName: 'learning_objectives',
      legend: 'What would you like to work on with your dietitian?',
      hint: 'Select up to 3.',
      options: [
        'Healthy eating habits',
        'Weight management',
        'Managing blood sugar',
        'Lowering blood pressure or cholesterol',
        'Digestive health',
        'Food allergies or intolerances',
        'Sports nutrition',
        'Eating during pregnancy',
        'Meal planning on a budget',
      ],
      otherLabel: 'Other',
      otherTextLabel: 'Other goal',
      minSelections: 1,
      maxSelections: 3,
      messages: {
        tooFew: 'Select at least one goal.',
        tooMany: 'You can only select up to {n} goals.',
        otherRequired: 'Please describe the other goal.',
      },
    },
    survey: {
      questionId: 'tn-referral-source',
      answerName: 'referral_source',
      legend: 'How did you hear about our dietitians? (optional)',
      hint: 'Select all that apply.',
      options: [
        'My doctor or health plan',
        'My employer',
        'A pharmacist or store associate',
        'Store receipt or flyer',
        'Email or text message',
        'Social media',
        'Search engine',
        'Friend or family',
      ],
      otherLabel: 'Other',
      otherTextLabel: 'Where did you hear about us?',
      minSelections: 0,
      maxSelections: 9,
      messages: {
        tooFew: 'Select at least one answer.',
        tooMany: 'You can only select up to {n} answers.',
        otherRequired: 'Please tell us where you heard about us.',
      },
    },
  },
  ['es'],
);
