import type { InsuranceStepConfig } from '../../../schemas/patient-form/insurance-step-config.js';

export const insuranceStepConfigInSpanish = (original: InsuranceStepConfig): InsuranceStepConfig => ({
  ...original,
  medicareRecipientNotice:
    'Nos dijo que el paciente recibe Medicare, así que cobraremos esta consulta a Medicare. Agregue abajo cualquier otra cobertura.',
});
