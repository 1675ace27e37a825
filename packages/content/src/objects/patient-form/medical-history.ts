import { defineContent } from '../../registry.js';
import type { MedicalHistory } from '../../schemas/patient-form/medical-history.js';

export const medicalHistory = defineContent<MedicalHistory>(
  { schema: 'medical-history', version: '1.0.0', dir: 'patient-form', name: 'medical-history' },
  () => import('../../schemas/patient-form/medical-history.js').then((module) => module.MedicalHistorySchema),
  {
    questionIds: {
      medicalConditions: 'tn-medical-conditions',
      currentMedications: 'tn-current-medications',
      anyOtherInformation: 'tn-any-other-information',
    },
    conditionsLegend: 'Does the patient have any of these conditions?',
    conditionsHint: 'Select all that apply. Choose None of these if none apply.',
    conditions: [
      'None of these',
      'Prediabetes',
      'Type 1 diabetes',
      'Type 2 diabetes',
      'Gestational diabetes',
      'High blood pressure',
      'High cholesterol',
      'Heart disease',
      'Kidney disease',
      'Celiac disease',
      'Irritable bowel syndrome',
      'Crohn’s disease or ulcerative colitis',
      'Polycystic ovary syndrome (PCOS)',
      'Overweight or obesity',
      'Eating disorder',
      'Pregnancy or breastfeeding',
      'Cancer',
    ],
    otherLabel: 'Other',
    otherTextLabel: 'Other condition',
    medicationsLegend: 'Does the patient take any medications, vitamins or supplements?',
    medicationsLabel: 'List the medications, vitamins and supplements',
    anythingElseLabel: 'Is there anything else your dietitian should know? (optional)',
    messages: {
      conditionsRequired: 'Select at least one condition, or None of these.',
      otherRequired: 'Please describe the other condition.',
      doYouTakeMedicationsRequired: 'Please tell us whether the patient takes any medications.',
      medicationsRequired: 'Please list the medications.',
    },
  },
  ['es'],
);
