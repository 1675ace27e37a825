/** The patient form's headings, step names and buttons in Spanish, by the English they replace. */
export const FORM_CONFIG_WORDS: Readonly<Record<string, string>> = {
  'All fields required': 'Todos los campos son obligatorios',
  'Patient Details': 'Datos del paciente',
  'Tell us about the person who will be seen. Use the name on their insurance card or photo ID.':
    'Cuéntenos sobre la persona que recibirá la atención. Use el nombre que aparece en su tarjeta de seguro o en su identificación con foto.',
  'Medical Information': 'Información médica',
  'These questions help our provider decide whether a vaccine is safe for the patient today.':
    'Estas preguntas ayudan a nuestro proveedor a decidir si es seguro vacunar hoy al paciente.',
  'Financial Responsibility': 'Responsabilidad financiera',
  'Telehealth Financial Responsibility': 'Responsabilidad financiera de la telesalud',
  'Vaccine Consent': 'Consentimiento para la vacuna',
  'Reason for Visit': 'Motivo de la consulta',
  'Letting us know why you are coming in helps the provider prepare for the visit.':
    'Si nos dice por qué viene, el proveedor puede prepararse para la consulta.',
  'Insurance Information': 'Información del seguro',
  'We bill the visit to insurance when we can. Have the insurance card in front of you; the member ID and group number are printed on it.':
    'Cobramos la consulta al seguro cuando podemos. Tenga a mano la tarjeta del seguro; el número de miembro y el número de grupo están impresos en ella.',
  'Many plans cover virtual care. Have the insurance card in front of you.':
    'Muchos planes cubren la atención a distancia. Tenga a mano la tarjeta del seguro.',
  'Medical History': 'Historial médico',
  'Your dietitian reviews this before the visit so you can spend the time on your goals.':
    'Su dietista revisa esto antes de la consulta, así pueden dedicar el tiempo a sus metas.',
  'Dietary Restrictions': 'Restricciones en la dieta',
  'Appointment Goals': 'Metas de la consulta',
  'One Last Question': 'Una última pregunta',
  'Notice of Privacy Practices': 'Aviso de prácticas de privacidad',
  'Consent to Treatment': 'Consentimiento para el tratamiento',
  Continue: 'Continuar',
  Insurance: 'Seguro',
  Consent: 'Consentimiento',
  'Agree and Continue': 'Aceptar y continuar',
  'Book Appointment': 'Hacer la cita',
  'Health Information': 'Información de salud',
  'Book Virtual Visit': 'Hacer la consulta virtual',
  'Book Dietitian Visit': 'Hacer la consulta con el dietista',
};
