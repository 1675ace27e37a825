import { defineContent } from '../../registry.js';
import type { InsuranceGroupSettings, InsuranceStepConfig } from '../../schemas/patient-form/insurance-step-config.js';

const clinic: InsuranceGroupSettings = {
  askMedicare: true,
  askMedicaid: true,
  askReferral: false,
  allowSecondaryInsurance: true,
  askClaimsAddress: false,
  askStateIssuedId: false,
};

export const insuranceStepConfig = defineContent<InsuranceStepConfig>(
  { schema: 'insurance-step-config', version: '1.0.0', dir: 'patient-form', name: 'insurance' },
  () =>
    import('../../schemas/patient-form/insurance-step-config.js').then((module) => module.InsuranceStepConfigSchema),
  {
    medicareRecipientAnswer: 'medicareRecipient',
    medicareRecipientNotice:
      'You told us the patient receives Medicare, so we will bill this visit to Medicare. Add any other coverage below.',
    defaults: clinic,
    groups: {
      'in-person-visit': clinic,
      vaccine: { ...clinic, askStateIssuedId: true },
      'travel-vaccine': { ...clinic, askMedicare: false, askMedicaid: false },
      physical: { ...clinic, askReferral: true },
      // Employers that pay for DOT physicals want the bill sent to them.
      'dot-physical': { ...clinic, askMedicare: false, askMedicaid: false, askClaimsAddress: true },
      'health-screening': clinic,
      'medicare-wellness': { ...clinic, askReferral: true },
      'virtual-visit': { ...clinic, allowSecondaryInsurance: false, askMedicaid: false },
      telenutrition: { ...clinic, allowSecondaryInsurance: false, askStateIssuedId: true },
    },
  },
  ['es'],
);
