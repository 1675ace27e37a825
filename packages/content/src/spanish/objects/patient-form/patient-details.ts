/** The patient details' notices and hints in Spanish, by the English they replace. */
export const PATIENT_DETAILS_WORDS: Readonly<Record<string, string>> = {
  'Patients must be at least 12 months old to be seen at our clinics. In Tennessee, patients must be at least 18 months old.':
    'Los pacientes deben tener al menos 12 meses de edad para que los atendamos en nuestras clínicas. En Tennessee, deben tener al menos 18 meses.',
  'Send me appointment reminders and updates by text message':
    'Quiero recibir recordatorios y avisos de mis citas por mensaje de texto',
  'Up to 4 messages per appointment. Message and data rates may apply. Reply STOP to opt out.':
    'Hasta 4 mensajes por cita. Pueden aplicarse cargos por mensajes y datos. Responda STOP para dejar de recibirlos.',
  'Optional. With your permission we send a visit summary to the patient’s primary care provider.':
    'Opcional. Con su permiso, enviamos un resumen de la consulta al proveedor de atención primaria del paciente.',
  'The number on the back of your store loyalty card or key tag.':
    'El número que aparece al reverso de su tarjeta o llavero de cliente de la tienda.',
  'The state immunization registry uses this to find the patient’s vaccine records.':
    'El registro estatal de vacunas usa este dato para encontrar los registros de vacunas del paciente.',
};
