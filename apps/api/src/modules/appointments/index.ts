export { lookUpAppointment } from './appointment-lookup.service.js';
export { book } from './booking.service.js';
export { appointmentDetails, cancel } from './cancellation.service.js';
export { resealPatientData } from './patient-data-rotation.js';
export { reschedule } from './reschedule.service.js';
