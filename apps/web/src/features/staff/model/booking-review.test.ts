import { describe, expect, it } from 'vitest';
import { confirmationGoesTo, patientRows } from './booking-review';
import type { PhonedPatientValues } from './phoned-patient';

const patient: PhonedPatientValues = {
  firstName: 'Ottoline',
  lastName: 'Brightwater',
  dateOfBirth: '11/23/1951',
  phoneNumber: '8045550173',
  isMobileNum: 'Yes',
  textsAllowed: 'Yes',
  emailAddress: 'ottoline@example.org',
  preferredLanguage: '',
  addressLineOne: '14 Grace Street',
  addressLineTwo: 'Apt 2',
  city: 'Richmond',
  state: 'VA',
  zipCode: '23219',
  county: 'Richmond City',
};

describe('the booking read back before it is made', () => {
  it('shows the details as the member will read them to the patient', () => {
    expect(patientRows(patient)).toEqual([
      ['Patient', 'Ottoline Brightwater'],
      ['Date of birth', '11/23/1951'],
      ['Phone', '(804) 555-0173'],
      ['Email', 'ottoline@example.org'],
      ['Address', '14 Grace Street, Apt 2, Richmond, VA 23219'],
      ['Language', 'Not given'],
    ]);
  });

  it('says where the confirmation goes: texts only when welcome on a mobile', () => {
    expect(confirmationGoesTo(patient)).toBe(
      'The confirmation goes to ottoline@example.org, and by text message to (804) 555-0173.',
    );
    expect(confirmationGoesTo({ ...patient, isMobileNum: 'No' })).toBe(
      'The confirmation goes to ottoline@example.org. No text message: the patient did not agree to texts on a mobile.',
    );
  });
});
