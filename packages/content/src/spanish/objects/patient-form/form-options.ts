import type { PatientFormOptions } from '../../../schemas/patient-form/form-options.js';

/** What each answer is called in Spanish; the value the booking carries stays the same. */
const labels: Record<string, string> = {
  Self: 'Yo mismo',
  Spouse: 'Cónyuge',
  Child: 'Hijo o hija',
  male: 'Masculino',
  female: 'Femenino',
  'trans-man': 'Hombre trans',
  'trans-woman': 'Mujer trans',
  'non-binary': 'No binario',
  'American Indian or Alaska Native': 'Indígena de las Américas o nativo de Alaska',
  Asian: 'Asiático',
  'Black or African American': 'Negro o afroamericano',
  'Native Hawaiian or Other Pacific Islander': 'Nativo de Hawái u otras islas del Pacífico',
  White: 'Blanco',
  'Two or More Races': 'Dos o más razas',
  Other: 'Otra',
  'Prefer not to answer': 'Prefiero no contestar',
  'Hispanic or Latino': 'Hispano o latino',
  'Not Hispanic or Latino': 'No hispano ni latino',
  English: 'Inglés',
  Spanish: 'Español',
  Arabic: 'Árabe',
  Armenian: 'Armenio',
  Chinese: 'Chino',
  French: 'Francés',
  German: 'Alemán',
  Greek: 'Griego',
  Italian: 'Italiano',
  Japanese: 'Japonés',
  Korean: 'Coreano',
  Persian: 'Persa',
  Polish: 'Polaco',
  Portuguese: 'Portugués',
  Russian: 'Ruso',
  'Serbo-Croatian': 'Serbocroata',
  Tagalog: 'Tagalo',
  Vietnamese: 'Vietnamita',
  Patient: 'El paciente es el titular de la póliza',
  'Policy Holder': 'Otra persona es el titular de la póliza',
  Yes: 'Sí',
  No: 'No',
};

export const patientFormOptionsInSpanish = (original: PatientFormOptions): PatientFormOptions => {
  const inSpanish = (options: PatientFormOptions['yesNo']) =>
    options.map((option) => ({ ...option, label: labels[option.value] ?? option.label }));
  return {
    selectPlaceholder: 'Elija una opción',
    relationships: inSpanish(original.relationships),
    sexAssignedAtBirth: inSpanish(original.sexAssignedAtBirth),
    genders: inSpanish(original.genders),
    races: inSpanish(original.races),
    ethnicities: inSpanish(original.ethnicities),
    languages: inSpanish(original.languages),
    policyHolderRelations: inSpanish(original.policyHolderRelations),
    yesNo: inSpanish(original.yesNo),
  };
};
