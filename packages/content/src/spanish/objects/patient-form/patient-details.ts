import type { PatientDetailsTexts } from '../../../schemas/patient-form/patient-details.js';

export const patientDetailsInSpanish = (): PatientDetailsTexts => ({
  minimumAgeNotice:
    'Los pacientes deben tener al menos 12 meses de edad para que los atendamos en nuestras clínicas. En Tennessee, deben tener al menos 18 meses.',
  textingConsentLabel: 'Quiero recibir recordatorios y avisos de mis citas por mensaje de texto',
  textingConsentHint:
    'Hasta 4 mensajes por cita. Pueden aplicarse cargos por mensajes y datos. Responda STOP para dejar de recibirlos.',
  providerInformationHint:
    'Opcional. Con su permiso, enviamos un resumen de la consulta al proveedor de atención primaria del paciente.',
  altIdHint: 'El número que aparece al reverso de su tarjeta o llavero de cliente de la tienda.',
  motherMaidenNameHint:
    'El registro estatal de vacunas usa este dato para encontrar los registros de vacunas del paciente.',
});
