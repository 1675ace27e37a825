import { defineContent } from '../../registry.js';
import type { FormGroup, FormStep, PatientFormConfig } from '../../schemas/patient-form/form-config.js';

type SubPages = FormStep['subPages'];

const step =
  (id: string, label: string) =>
  (subPages: SubPages): FormStep => ({
    id,
    label,
    continueLabel: 'Continue',
    showAllFieldsRequired: false,
    hideAppointmentsPanel: false,
    subPages,
  });

const patientStep = step('patient', 'Patient Details');
const insuranceStep = step('insurance', 'Insurance');
const healthStep = step('health', 'Health Information');

/** Consent texts are read in full and agreed to, so they get the whole width and every answer is required. */
const consentStep = (first: SubPages[number]): FormStep => ({
  id: 'consent',
  label: 'Consent',
  continueLabel: 'Agree and Continue',
  showAllFieldsRequired: true,
  hideAppointmentsPanel: true,
  subPages: [first, 'privacyPractice', 'generalConsent'],
});

const withReason: SubPages = ['patientDetails', 'appointmentNotes'];

const standardConsents = {
  financialConsent: 'financial-responsibility',
  financialConsentForTelemedicine: 'financial-responsibility-telehealth',
};

const basicDetails = {
  preferredName: true,
  sexAssignedAtBirth: true,
  gender: true,
  race: true,
  ethnicity: true,
  weight: false,
  preferredLanguage: true,
  altId: true,
  motherMaidenName: false,
  providerInformation: true,
};

/** Vaccination records go to state registries, which match patients by weight band and mother's name. */
const vaccineDetails = { ...basicDetails, weight: true, motherMaidenName: true, providerInformation: true };

/** A group books with 'Book Appointment', the basic details and the standard consent texts unless told otherwise. */
const group = (steps: FormStep[], overrides: Partial<Omit<FormGroup, 'steps'>> = {}): FormGroup => ({
  steps,
  submitLabel: 'Book Appointment',
  patientDetails: basicDetails,
  consentAssets: standardConsents,
  ...overrides,
});

const vaccineGroup = group(
  [
    patientStep(withReason),
    healthStep(['medicalInformation']),
    insuranceStep(['insurance']),
    consentStep('vaccineConsent'),
  ],
  { patientDetails: vaccineDetails },
);

export const patientFormConfig = defineContent<PatientFormConfig>(
  { schema: 'patient-form-config', version: '1.0.0', dir: 'patient-form', name: 'form-config' },
  () => import('../../schemas/patient-form/form-config.js').then((module) => module.PatientFormConfigSchema),
  {
    allFieldsRequiredText: 'All fields required',
    defaultGroup: 'in-person-visit',
    subPages: {
      patientDetails: {
        heading: 'Patient Details',
        description: 'Tell us about the person who will be seen. Use the name on their insurance card or photo ID.',
      },
      medicalInformation: {
        heading: 'Medical Information',
        description: 'These questions help our provider decide whether a vaccine is safe for the patient today.',
      },
      financialConsent: { heading: 'Financial Responsibility' },
      financialConsentForTelemedicine: { heading: 'Telehealth Financial Responsibility' },
      vaccineConsent: { heading: 'Vaccine Consent' },
      appointmentNotes: {
        heading: 'Reason for Visit',
        description: 'Letting us know why you are coming in helps the provider prepare for the visit.',
      },
      insurance: {
        heading: 'Insurance Information',
        description:
          'We bill the visit to insurance when we can. Have the insurance card in front of you; the member ID and group number are printed on it.',
      },
      simpleInsurance: {
        heading: 'Insurance Information',
        description: 'Many plans cover virtual care. Have the insurance card in front of you.',
      },
      medicalHistory: {
        heading: 'Medical History',
        description: 'Your dietitian reviews this before the visit so you can spend the time on your goals.',
      },
      dietaryRestrictions: { heading: 'Dietary Restrictions' },
      appointmentGoals: { heading: 'Appointment Goals' },
      survey: { heading: 'One Last Question' },
      privacyPractice: { heading: 'Notice of Privacy Practices' },
      generalConsent: { heading: 'Consent to Treatment' },
    },
    groups: {
      'in-person-visit': group([
        patientStep(withReason),
        insuranceStep(['insurance']),
        consentStep('financialConsent'),
      ]),
      vaccine: vaccineGroup,
      'travel-vaccine': vaccineGroup,
      physical: group(
        [
          patientStep(withReason),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep('financialConsent'),
        ],
        { patientDetails: { ...basicDetails, weight: true } },
      ),
      'dot-physical': group(
        [patientStep(['patientDetails']), insuranceStep(['insurance']), consentStep('financialConsent')],
        {
          patientDetails: { ...basicDetails, weight: true, providerInformation: false },
          // Employers often pay for DOT physicals, so the employer-sponsored wording applies.
          consentAssets: { ...standardConsents, financialConsent: 'financial-responsibility-employer' },
        },
      ),
      'health-screening': group([
        patientStep(withReason),
        insuranceStep(['insurance']),
        consentStep('financialConsent'),
      ]),
      'medicare-wellness': group([
        patientStep(['patientDetails']),
        insuranceStep(['insurance']),
        consentStep('financialConsent'),
      ]),
      'virtual-visit': group(
        [patientStep(withReason), insuranceStep(['simpleInsurance']), consentStep('financialConsentForTelemedicine')],
        {
          submitLabel: 'Book Virtual Visit',
          patientDetails: { ...basicDetails, altId: false, providerInformation: false },
        },
      ),
      telenutrition: group(
        [
          patientStep(['patientDetails']),
          healthStep(['medicalHistory', 'dietaryRestrictions', 'appointmentGoals', 'survey']),
          insuranceStep(['simpleInsurance']),
          consentStep('financialConsentForTelemedicine'),
        ],
        {
          submitLabel: 'Book Dietitian Visit',
          patientDetails: { ...basicDetails, altId: false, providerInformation: true },
        },
      ),
    },
  },
  ['es'],
);
