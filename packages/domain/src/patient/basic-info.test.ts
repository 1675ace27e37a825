import { describe, expect, it } from 'vitest';
import { BasicInfoSchema } from './basic-info.js';
import { InsuranceInfoSchema } from './insurance-info.js';
import { toYesNo } from './questionnaire-fields.js';

const valid = {
  firstName: 'Amélie',
  lastName: "O'Connor-Nguyễn",
  phone: '614-555-0142',
  email: 'amelie@example.org',
  dateOfBirth: '1990-05-17',
  address: {
    addressLines: ['12 Elm St'],
    cityTown: 'Winston-Salem',
    stateProvince: 'NC',
    postalCode: '27101-1234',
    county: 'Forsyth',
  },
};

const problemAt = (input: unknown) => {
  const result = BasicInfoSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('BasicInfoSchema', () => {
  it('accepts a complete patient and trims names', () => {
    const parsed = BasicInfoSchema.parse({ ...valid, firstName: '  Amélie ', weight: '150' });
    expect(parsed.firstName).toBe('Amélie');
    expect(parsed.weight).toBe(150);
  });

  it.each([
    ['firstName', '<b>Amélie</b>'],
    ['firstName', 'A'.repeat(51)],
    ['lastName', 'Bob\u0007'],
    ['phone', '614.555.0142'],
    ['email', 'amelie@'],
    ['dateOfBirth', '1990-02-31'],
    ['gender', 'Female'],
    ['weight', 1000],
  ])('refuses %s = %j, naming it', (field, value) => {
    expect(problemAt({ ...valid, [field]: value })).toContain(field);
  });

  it('applies the §5 address rules', () => {
    expect(problemAt({ ...valid, address: { ...valid.address, cityTown: 'St. Louis' } })).toContain('address.cityTown');
    expect(problemAt({ ...valid, address: { ...valid.address, postalCode: '271011234' } })).toContain(
      'address.postalCode',
    );
    expect(problemAt({ ...valid, address: { ...valid.address, county: 'Fo' } })).toContain('address.county');
    expect(problemAt({ ...valid, address: { ...valid.address, addressLines: [''] } })).toContain(
      'address.addressLines',
    );
  });
});

describe('InsuranceInfoSchema', () => {
  it('needs the primary policy when the patient has insurance', () => {
    const result = InsuranceInfoSchema.safeParse({ hasInsurance: 'Yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['primaryInsurance']);
    expect(InsuranceInfoSchema.safeParse({ hasInsurance: 'No' }).success).toBe(true);
  });
});

describe('toYesNo', () => {
  it("reads answers starting with 'no' or '0' as No and leaves undefined alone", () => {
    expect(toYesNo('no thanks')).toBe('No');
    expect(toYesNo('0')).toBe('No');
    expect(toYesNo('Yes')).toBe('Yes');
    expect(toYesNo(1)).toBe('Yes');
    expect(toYesNo(undefined)).toBeUndefined();
  });
});
