export { recordAttendance } from './attendance.service.js';
export { readTrail } from './audit-trail.service.js';
export { cancelOnBehalf } from './cancel-on-behalf.service.js';
export { listClinics } from './desk-clinics.service.js';
export type { DeskRequest } from './desk-request.js';
export { clinicSchedule } from './schedule.service.js';
export { openVisit } from './visit.service.js';
