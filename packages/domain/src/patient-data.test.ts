import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPatientData, isPatientDataKey } from './patient-data.js';

const TODAY = new Date('2026-03-02T15:00:00Z');

describe('patient data in analytics', () => {
  it('recognises patient-data keys however they are spelt', () => {
    for (const key of [
      'firstName',
      'first_name',
      'LastName',
      'dob',
      'dobYear',
      'dateOfBirth',
      'emailAddress',
      'phoneNumber',
      'addressLineOne',
      'ssn',
      'socialSecurityNumber',
      'memberId',
      'primaryInsurance',
      'stateIssuedId',
      'guardianName',
    ]) {
      expect(isPatientDataKey(key), key).toBe(true);
    }
    for (const key of [
      'flow',
      'step',
      'fieldName',
      'description',
      'endpoint',
      'code',
      'className',
      'serviceIds',
      'category',
    ]) {
      expect(isPatientDataKey(key), key).toBe(false);
    }
  });

  it('finds emails, phone numbers and birth dates in values, with their path', () => {
    expect(findPatientData({ a: [{ b: 'mail me: a.b@example.org' }] }, TODAY)).toEqual({
      path: ['a', 0, 'b'],
      reason: 'email',
    });
    expect(findPatientData({ n: '+1 513.555.0100' }, TODAY)?.reason).toBe('phone');
    expect(findPatientData({ n: '12/31/1999' }, TODAY)?.reason).toBe('date of birth');
    expect(findPatientData({ n: '2025-03-02' }, TODAY)?.reason).toBe('date of birth');
  });

  it('lets ordinary analytics details through', () => {
    const clean = {
      flow: 'IN_PERSON',
      step: 3,
      fieldName: 'emailAddress',
      endpoint: '/appointment-management/v3/timeslots?filter.startDate=2026-03-03',
      code: 404,
      description: 'Location unavailable',
      occurredOn: '2026-03-02T14:00:00Z',
      serviceIds: [29, 101],
    };
    expect(findPatientData(clean, TODAY)).toBeNull();
  });

  it('finds any generated email address or 10-digit phone number', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(findPatientData({ note: `x ${email} y` }, TODAY)?.reason).toBe('email');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/), fc.constantFrom('', '-', '.', ' '), (digits, sep) => {
        const phone = `${digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
        expect(findPatientData({ note: phone }, TODAY)).not.toBeNull();
      }),
    );
  });
});
