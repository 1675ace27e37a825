import type { StaffClinic } from '@hs/contracts/staff-desk';

/** Test support only: a clinic as the console lists it, on New York's clock. */
export const STAFF_CLINIC: StaffClinic = {
  id: 'CLN001',
  divisionNumber: '701',
  storeNumber: '00001',
  name: 'Grace Street Clinic',
  city: 'Richmond',
  stateCode: 'VA',
  timeZone: 'America/New_York',
};
