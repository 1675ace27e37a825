import type { PatientFormConfig } from '../../../schemas/patient-form/form-config.js';

const subPages: PatientFormConfig['subPages'] = {
  patientDetails: {
    heading: 'Datos del paciente',
    description:
      'Cuéntenos sobre la persona que recibirá la atención. Use el nombre que aparece en su tarjeta de seguro o en su identificación con foto.',
  },
  medicalInformation: {
    heading: 'Información médica',
    description: 'Estas preguntas ayudan a nuestro proveedor a decidir si es seguro vacunar hoy al paciente.',
  },
  financialConsent: { heading: 'Responsabilidad financiera' },
  financialConsentForTelemedicine: { heading: 'Responsabilidad financiera de la telesalud' },
  vaccineConsent: { heading: 'Consentimiento para la vacuna' },
  appointmentNotes: {
    heading: 'Motivo de la consulta',
    description: 'Si nos dice por qué viene, el proveedor puede prepararse para la consulta.',
  },
  insurance: {
    heading: 'Información del seguro',
    description:
      'Cobramos la consulta al seguro cuando podemos. Tenga a mano la tarjeta del seguro; el número de miembro y el número de grupo están impresos en ella.',
  },
  simpleInsurance: {
    heading: 'Información del seguro',
    description: 'Muchos planes cubren la atención a distancia. Tenga a mano la tarjeta del seguro.',
  },
  medicalHistory: {
    heading: 'Historial médico',
    description: 'Su dietista revisa esto antes de la consulta, así pueden dedicar el tiempo a sus metas.',
  },
  dietaryRestrictions: { heading: 'Restricciones en la dieta' },
  appointmentGoals: { heading: 'Metas de la consulta' },
  survey: { heading: 'Una última pregunta' },
  privacyPractice: { heading: 'Aviso de prácticas de privacidad' },
  generalConsent: { heading: 'Consentimiento para el tratamiento' },
};

const stepLabels: Record<string, string> = {
  patient: 'Datos del paciente',
  insurance: 'Seguro',
  health: 'Información de salud',
  consent: 'Consentimiento',
};
const continueLabels: Record<string, string> = { Continue: 'Continuar', 'Agree and Continue': 'Aceptar y continuar' };
const submitLabels: Record<string, string> = {
  'Book Appointment': 'Hacer la cita',
  'Book Virtual Visit': 'Hacer la consulta virtual',
  'Book Dietitian Visit': 'Hacer la consulta con el dietista',
};

/** The patient form's configuration in Spanish: its headings, step names and buttons; every setting as it was. */
export const patientFormConfigInSpanish = (original: PatientFormConfig): PatientFormConfig => ({
  ...original,
  allFieldsRequiredText: 'Todos los campos son obligatorios',
  subPages: { ...original.subPages, ...subPages },
  groups: Object.fromEntries(
    Object.entries(original.groups).map(([name, group]) => [
      name,
      {
        ...group,
        submitLabel: submitLabels[group.submitLabel] ?? group.submitLabel,
        steps: group.steps.map((step) => ({
          ...step,
          label: stepLabels[step.id] ?? step.label,
          continueLabel: continueLabels[step.continueLabel] ?? step.continueLabel,
        })),
      },
    ]),
  ),
});
