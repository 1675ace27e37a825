import { defineContent } from '../../registry.js';
import type { MedicalInformation, MedicalQuestion } from '../../schemas/patient-form/medical-information.js';

const q = (field: MedicalQuestion['field'], text: string, extra: Partial<MedicalQuestion> = {}): MedicalQuestion => ({
  field,
  text,
  ...extra,
});

const vaccineQuestions = [
  'haveFever',
  'haveCovid19Symptoms',
  'haveAllergies',
  'hadReaction',
  'hadReactionToGelatinOrAntiBioticOintment',
  'recentVaccines',
  'haveNeuroDisorders',
  'hadSeizures',
  'haveHistoryOfFainting',
  'haveImmuneSystemProblem',
  'takesImmunoSuppressants',
  'hadBloodProducts',
  'isPregnant',
  'haveLongTermMedicalConditions',
  'beenWarnedAboutVaccinesOutsideMedicalSetting',
] as const;

export const medicalInformation = defineContent<MedicalInformation>(
  { schema: 'medical-information', version: '1.0.0', dir: 'patient-form', name: 'medical-information' },
  () => import('../../schemas/patient-form/medical-information.js').then((module) => module.MedicalInformationSchema),
  {
    answers: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'unsure', label: 'I don’t know' },
    ],
    requiredMessage: 'This is a required field',
    questions: [
      q('haveFever', 'Is the patient sick today or do they have a fever?'),
      q(
        'haveCovid19Symptoms',
        'Does the patient have symptoms of COVID-19, such as cough, shortness of breath or loss of taste or smell?',
      ),
      q('hadPhysical', 'Has the patient had a physical exam in the past 12 months?'),
      q('haveAllergies', 'Does the patient have allergies to medicines, food, latex or any vaccine component?', {
        detail: {
          kind: 'list',
          field: 'allergies',
          label: 'List the allergies',
          hint: 'Separate each allergy with a comma.',
          requiredMessage: 'Please list the allergies.',
        },
      }),
      q('hadReaction', 'Has the patient ever had a serious reaction after a vaccine?'),
      q(
        'hadReactionToGelatinOrAntiBioticOintment',
        'Has the patient ever had a reaction to gelatin or to an antibiotic ointment such as neomycin?',
      ),
      q('recentVaccines', 'Has the patient had any vaccines in the past 4 weeks?', {
        detail: {
          kind: 'cards',
          field: 'recentVaccinationDetails',
          legend: 'Recent vaccines',
          nameLabel: 'Vaccine name',
          withDose: false,
        },
      }),
      q('hadVaccinesPreviously', 'Has the patient had this vaccine before?'),
      q(
        'haveNeuroDisorders',
        'Has the patient had Guillain-Barré syndrome or another disorder of the brain or nervous system?',
      ),
      q('hadSeizures', 'Has the patient had a seizure or been told they have a seizure disorder?'),
      q('haveHistoryOfFainting', 'Has the patient fainted after a vaccine or a blood draw?'),
      q(
        'haveImmuneSystemProblem',
        'Does the patient have cancer, leukemia, HIV/AIDS or another condition that weakens the immune system?',
      ),
      q(
        'takesImmunoSuppressants',
        'In the past 3 months, has the patient taken steroids, anti-cancer drugs or other medicines that weaken the immune system?',
        {
          detail: {
            kind: 'list',
            field: 'immunoSuppressants',
            label: 'List the medicines',
            hint: 'Separate each medicine with a comma.',
            requiredMessage: 'Please list the medicines.',
          },
        },
      ),
      q(
        'hadBloodProducts',
        'In the past year, has the patient received a transfusion of blood or blood products, or immune globulin?',
        {
          detail: {
            kind: 'cards',
            field: 'bloodProductDetails',
            legend: 'Blood products received',
            nameLabel: 'Product name',
            withDose: true,
          },
        },
      ),
      q('isPregnant', 'Is the patient pregnant or could they become pregnant in the next month?'),
      q(
        'haveLongTermMedicalConditions',
        'Does the patient have a long-term health problem such as heart, lung, kidney or liver disease, asthma or diabetes?',
        {
          detail: {
            kind: 'list',
            field: 'medicalConditions',
            label: 'List the conditions',
            hint: 'Separate each condition with a comma.',
            requiredMessage: 'Please list the conditions.',
          },
        },
      ),
      q(
        'beenWarnedAboutVaccinesOutsideMedicalSetting',
        'Has a provider told the patient to get vaccines only in a hospital or doctor’s office?',
      ),
      q('haveOpenWound', 'Does the patient have an open wound or a skin infection where the vaccine would be given?'),
    ],
    groups: {
      vaccine: [...vaccineQuestions],
      'travel-vaccine': [...vaccineQuestions, 'hadVaccinesPreviously'],
      physical: ['hadPhysical', 'haveLongTermMedicalConditions', 'haveAllergies', 'haveOpenWound', 'isPregnant'],
    },
  },
  ['es'],
);
