export { appointmentKeyNeeds } from './appointment-key-needs.js';
export { rekeyAppointments } from './appointment-key-rotation.js';
export { lookUpAppointment } from './appointment-lookup.service.js';
export { book } from './booking.service.js';
export { appointmentDetails, cancel } from './cancellation.service.js';
export { cancelByClinic } from './clinic-cancellation.service.js';
export { idempotencyKeyNeeds, resealIdempotentAnswers } from './idempotency-rotation.js';
export { reschedule } from './reschedule.service.js';
