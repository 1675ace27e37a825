import { patientFormConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { ALL_PATIENT_DETAILS_FIELDS as ALL_FIELDS, VALID_PATIENT } from '@/features/schedule/test/patient-fixtures';
import { messagesOf } from '@/features/schedule/test/schema-messages';
import { createPatientDetailsSchema, type PatientDetailsValues } from './patient-details-schema';

const TODAY = '2026-11-22';
const rules = { fields: ALL_FIELDS, showAddress: true, today: TODAY, clinicState: 'OH' };
const schema = createPatientDetailsSchema(rules);
const check = (patch: Partial<PatientDetailsValues>) => messagesOf(schema, { ...VALID_PATIENT, ...patch });

describe('patient details rules (§5)', () => {
  it('accepts a complete patient', () => {
    expect(check({})).toEqual({});
  });

  it('requires the legal first and last names with their own messages', () => {
    expect(check({ firstName: ' ', lastName: '' })).toEqual({
      firstName: "Patient's Legal First Name is a required field.",
      lastName: "Patient's Legal Last Name is a required field.",
    });
  });

  it('refuses a name that is too long or not a name', () => {
    expect(check({ firstName: 'A'.repeat(51) })).toEqual({ firstName: 'Input must be 50 characters or less.' });
    expect(check({ lastName: 'Smith2' })).toEqual({ lastName: 'Input must be valid.' });
  });

  it.each([
    ['month 13', { dobMonth: '13' }],
    ['month 0', { dobMonth: '0' }],
    ['day 32', { dobDay: '32' }],
    ['a three-digit year', { dobYear: '988' }],
    ['a year before 1900', { dobYear: '1899' }],
    ['a day the month lacks', { dobMonth: '2', dobDay: '30', dobYear: '2001' }],
    ['a date in the future', { dobMonth: '1', dobDay: '1', dobYear: '2027' }],
    ['empty boxes', { dobMonth: '', dobDay: '', dobYear: '' }],
  ])('refuses %s with "Please enter a valid date."', (_, patch) => {
    expect(check(patch)).toEqual({ dobMonth: 'Please enter a valid date.' });
  });

  it('refuses a patient younger than 12 months', () => {
    expect(check({ dobMonth: '11', dobDay: '23', dobYear: '2025' })).toEqual({
      dobMonth: 'Patient must be 12 months or older.',
    });
    expect(check({ dobMonth: '11', dobDay: '22', dobYear: '2025' })).toEqual({});
  });

  it('refuses a patient younger than 18 months at a Tennessee clinic', () => {
    const tennessee = createPatientDetailsSchema({ ...rules, clinicState: 'TN' });
    const bornOn = (dobMonth: string, dobDay: string, dobYear: string) =>
      messagesOf(tennessee, { ...VALID_PATIENT, dobMonth, dobDay, dobYear });
    expect(bornOn('5', '23', '2025')).toEqual({ dobMonth: 'Patient must be 18 months or older.' });
    expect(bornOn('5', '22', '2025')).toEqual({});
    expect(check({ dobMonth: '5', dobDay: '23', dobYear: '2025' })).toEqual({});
  });

  it('requires the mother’s first and maiden names when shown', () => {
    expect(check({ motherMaidenFirstName: '', motherMaidenLastName: '' })).toEqual({
      motherMaidenFirstName: "Mother's First Name is a required field.",
      motherMaidenLastName: "Mother's Maiden Name is a required field.",
    });
  });

  it('checks the email address and its confirmation', () => {
    expect(check({ emailAddress: 'maria@example', confirmEmail: 'maria@example' })).toEqual({
      emailAddress: 'Please enter a valid email address.',
    });
    expect(check({ emailAddress: `${'m'.repeat(60)}@example.com`, confirmEmail: '' })).toEqual({
      emailAddress: 'Input must be 64 characters or less.',
    });
    expect(check({ confirmEmail: 'maria@example.org' })).toEqual({ confirmEmail: 'Email addresses must match' });
  });

  it.each(['(513) 555-0142', '513-555-0142', '5135550142', '15135550142', '513.555.0142'])(
    'accepts the phone format %s',
    (phone) => {
      expect(check({ phoneNumber: phone, confirmPhone: '5135550142' })).toEqual({});
    },
  );

  it.each(['555-0142', '(513) 555-014', '0135550142', '513-555-01423', 'call me'])('refuses the phone %s', (phone) => {
    expect(check({ phoneNumber: phone })).toEqual({ phoneNumber: 'Please enter a valid phone number.' });
  });

  it('requires the confirmation to be the same number', () => {
    expect(check({ confirmPhone: '(513) 555-0143' })).toEqual({ confirmPhone: 'Phone numbers must match' });
  });

  it('requires the mobile question', () => {
    expect(check({ isMobileNum: '' })).toEqual({ isMobileNum: 'Mobile number is a required field.' });
  });

  it('applies the address rules', () => {
    expect(check({ addressLineOne: '', city: '', state: '', zipCode: '', county: '' })).toEqual({
      addressLineOne: 'Street address is a required field.',
      city: 'City is a required field.',
      state: 'State is a required field.',
      zipCode: 'Please enter a valid zip code.',
      county: 'County is a required field.',
    });
    expect(check({ addressLineOne: 'x'.repeat(41), addressLineTwo: 'y'.repeat(41) })).toEqual({
      addressLineOne: 'Input must be 40 characters or less.',
      addressLineTwo: 'Input must be 40 characters or less.',
    });
    expect(check({ city: 'Cincinnati 2' })).toEqual({
      city: "Please only use letters, hyphens (-), and apostrophes (').",
    });
    expect(check({ city: "Coeur d'Alene" })).toEqual({});
    expect(check({ city: 'Winston-Salem' })).toEqual({});
    expect(check({ zipCode: '4520' })).toEqual({ zipCode: 'Please enter a valid zip code.' });
    expect(check({ zipCode: '45202-1234' })).toEqual({});
    expect(check({ county: 'Ha' })).toEqual({ county: 'Please enter a valid county.' });
  });

  it('leaves the address to the consent step when it is not asked here', () => {
    const withoutAddress = createPatientDetailsSchema({ ...rules, showAddress: false });
    expect(messagesOf(withoutAddress, { ...VALID_PATIENT, addressLineOne: '', county: '' })).toEqual({});
  });

  it('needs a whole-number weight of up to three digits', () => {
    const message = 'Please enter a valid weight. Weight is a required field.';
    expect(check({ weight: '' })).toEqual({ weight: message });
    expect(check({ weight: '1000' })).toEqual({ weight: message });
    expect(check({ weight: '12.5' })).toEqual({ weight: message });
    expect(check({ weight: '0' })).toEqual({});
  });

  it('requires sex, gender, race and ethnicity, each with its own message', () => {
    expect(check({ sexAssignedAtBirth: '', gender: '', race: '', ethnicity: '' })).toEqual({
      sexAssignedAtBirth: 'Sex assigned at birth is a required field.',
      gender: 'Gender is a required field.',
      race: 'Race is a required field.',
      ethnicity: 'Ethnicity is a required field.',
    });
  });

  it('asks only for the fields the group shows', () => {
    const minimal = createPatientDetailsSchema({
      ...rules,
      fields: patientFormConfig.data.groups['virtual-visit']!.patientDetails,
    });
    expect(messagesOf(minimal, { ...VALID_PATIENT, weight: '', motherMaidenFirstName: '', altId: 'abc' })).toEqual({});
  });

  it('takes only digits as a shopper’s card number', () => {
    expect(check({ altId: '1234 5678' })).toEqual({ altId: 'Please enter the digits of the card number only.' });
  });
});

describe('provider information (§5, all or nothing)', () => {
  it('is optional', () => {
    expect(check({})).toEqual({});
  });

  it('wants a full address once any part is given', () => {
    expect(check({ primaryHealthcareProvider: 'Dr. Ruth Okafor', providerCity: 'Cincinnati' })).toEqual({
      providerAddressLineOne: 'A full healthcare provider address is required.',
      providerState: 'A full healthcare provider address is required.',
      providerZipCode: 'A full healthcare provider address is required.',
    });
  });

  it('wants the provider’s name with any other detail, at most 40 characters', () => {
    expect(check({ providerPhoneNumber: '513-555-0100' })).toEqual({
      primaryHealthcareProvider: 'Please enter the name of the healthcare provider.',
    });
    expect(check({ primaryHealthcareProvider: 'D'.repeat(41) })).toEqual({
      primaryHealthcareProvider: 'Input must be 40 characters or less.',
    });
  });

  it('checks the provider’s phone and fax numbers', () => {
    expect(check({ primaryHealthcareProvider: 'Dr. Ruth Okafor', providerFax: '555' })).toEqual({
      providerFax: 'Please enter a valid phone number.',
    });
  });

  it('accepts a complete provider', () => {
    expect(
      check({
        primaryHealthcareProvider: 'Dr. Ruth Okafor',
        providerAddressLineOne: '3333 Burnet Ave',
        providerCity: 'Cincinnati',
        providerState: 'OH',
        providerZipCode: '45229',
        providerPhoneNumber: '(513) 555-0100',
      }),
    ).toEqual({});
  });
});
