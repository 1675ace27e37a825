/** The insurance step's notice in Spanish, by the English it replaces. */
export const INSURANCE_STEP_WORDS: Readonly<Record<string, string>> = {
  'You told us the patient receives Medicare, so we will bill this visit to Medicare. Add any other coverage below.':
    'Nos dijo que el paciente recibe Medicare, así que cobraremos esta consulta a Medicare. Agregue abajo cualquier otra cobertura.',
};
