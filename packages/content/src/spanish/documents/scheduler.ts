import type { SchedulerDocument } from '../../schemas/scheduler-document.js';
import { schedulerTextsInSpanish } from '../objects/scheduler-texts.js';

/** The textcollection 'scheduler' in Spanish (/content/textcollection/1.0.0/scheduler.es.json), from its original. */
export const schedulerDocumentInSpanish = (original: SchedulerDocument): SchedulerDocument => ({
  ...schedulerTextsInSpanish(original),
  searchForm: {
    ...original.searchForm,
    heading: 'Buscar una cita',
    appointmentTypeLabel: 'Tipo de cita',
    appointmentTypePlaceholder: 'Elija una opción',
    appointmentTypeLoading: 'Cargando las opciones...',
    locationLabel: 'Lugar',
    locationPlaceholder: 'Código postal o ciudad, estado',
    dateLabel: 'Fecha',
    datePlaceholder: 'mm/dd/aaaa',
    submitLabel: 'Buscar cita',
    messages: {
      requiredFieldsBanner: 'Complete todos los campos obligatorios para continuar',
      appointmentTypeRequired: 'El tipo de cita es obligatorio.',
      locationRequired: 'El lugar es obligatorio.',
      locationTooShort: 'El lugar debe tener 2 caracteres o más.',
      locationTooLong: 'El lugar debe tener 100 caracteres o menos.',
      dateInvalid: 'La fecha no es válida',
      dateTooEarly: 'La fecha debe ser el {date} o después.',
      dateTooLate: 'La fecha debe ser el {date} o antes.',
      connectionTrouble: 'En este momento tenemos problemas de conexión.',
      refreshAdvice: 'Vuelva a cargar la página para intentarlo de nuevo.',
      retryAdvice: 'Intente de nuevo en unos minutos.',
      locationUnavailable:
        'No encontramos un proveedor en este lugar. Escriba otra ciudad, estado o código postal e intente de nuevo.',
    },
  },
  travelPromotion: {
    heading: '¿Necesita prepararse para un viaje?',
    body: '¿Viaja fuera del país? Agregue una consulta de vacunas para viajeros y nuestros proveedores revisarán las vacunas y los medicamentos recomendados para su destino.',
    acceptLabel: 'Agregar vacunas para viajeros',
    declineLabel: 'No',
  },
});
