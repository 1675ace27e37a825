import { defineContent } from '../../registry.js';
import type { FormStep, PatientFormConfig } from '../../schemas/patient-form/form-config.js';

const patientStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'patient',
  label: 'Patient Details',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});

const insuranceStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'insurance',
  label: 'Insurance',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});

const healthStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'health',
  label: 'Health Information',
  continueLabel: 'Continue',
  showAllFieldsRequired: false,
  hideAppointmentsPanel: false,
  subPages,
});

const consentStep = (subPages: FormStep['subPages']): FormStep => ({
  id: 'consent',
  label: 'Consent',
  continueLabel: 'Agree and Continue',
  showAllFieldsRequired: true,
  hideAppointmentsPanel: true,
  subPages,
});

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
      'in-person-visit': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      vaccine: {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['vaccineConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: vaccineDetails,
        consentAssets: standardConsents,
      },
      'travel-vaccine': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['vaccineConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: vaccineDetails,
        consentAssets: standardConsents,
      },
      physical: {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          healthStep(['medicalInformation']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: { ...basicDetails, weight: true },
        consentAssets: standardConsents,
      },
      'dot-physical': {
        steps: [
          patientStep(['patientDetails']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: { ...basicDetails, weight: true, providerInformation: false },
        // Employers often pay for DOT physicals, so the employer-sponsored wording applies.
        consentAssets: { ...standardConsents, financialConsent: 'financial-responsibility-employer' },
      },
      'health-screening': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      'medicare-wellness': {
        steps: [
          patientStep(['patientDetails']),
          insuranceStep(['insurance']),
          consentStep(['financialConsent', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Appointment',
        patientDetails: basicDetails,
        consentAssets: standardConsents,
      },
      'virtual-visit': {
        steps: [
          patientStep(['patientDetails', 'appointmentNotes']),
          insuranceStep(['simpleInsurance']),
          consentStep(['financialConsentForTelemedicine', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Virtual Visit',
        patientDetails: { ...basicDetails, altId: false, providerInformation: false },
        consentAssets: standardConsents,
      },
      telenutrition: {
        steps: [
          patientStep(['patientDetails']),
          healthStep(['medicalHistory', 'dietaryRestrictions', 'appointmentGoals', 'survey']),
          insuranceStep(['simpleInsurance']),
          consentStep(['financialConsentForTelemedicine', 'privacyPractice', 'generalConsent']),
        ],
        submitLabel: 'Book Dietitian Visit',
        patientDetails: { ...basicDetails, altId: false, providerInformation: true },
        consentAssets: standardConsents,
      },
    },
  },
);
