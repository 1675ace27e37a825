import type { StaffBookingRequest } from '@hs/contracts/staff-booking';
import type { PhonedPatientValues } from '@/features/staff/model/phoned-patient';

/** Test support only: a patient as the front desk types them in, and as the booking then sends them. */
export const PHONED_PATIENT: PhonedPatientValues = {
  firstName: ' Ottoline ',
  lastName: 'Brightwater',
  dateOfBirth: '11/23/1951',
  phoneNumber: '(804) 555-0173',
  isMobileNum: 'No',
  textsAllowed: false,
  emailAddress: ' ottoline@example.org ',
  preferredLanguage: '',
  addressLineOne: '14 Grace Street',
  addressLineTwo: '',
  city: 'Richmond',
  state: 'VA',
  zipCode: '23219',
  county: 'Richmond City',
};

export const PHONED_BASIC_INFO: StaffBookingRequest['basicInfo'] = {
  firstName: 'Ottoline',
  lastName: 'Brightwater',
  dateOfBirth: '1951-11-23',
  phone: '804-555-0173',
  email: 'ottoline@example.org',
  address: {
    addressLines: ['14 Grace Street'],
    cityTown: 'Richmond',
    stateProvince: 'VA',
    postalCode: '23219',
    county: 'Richmond City',
  },
};
