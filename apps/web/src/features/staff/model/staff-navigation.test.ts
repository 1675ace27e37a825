import { STAFF_ACTIONS } from '@hs/contracts/staff-roles';
import { describe, expect, it } from 'vitest';
import { navigationFor } from './staff-navigation';

const labels = (allowed: Parameters<typeof navigationFor>[0]) => navigationFor(allowed).map((item) => item.label);

describe('the console navigation', () => {
  it('offers the front desk its day list, and neither people nor the audit trail', () => {
    expect(labels(['view-schedule', 'record-attendance', 'cancel-on-behalf', 'book-on-behalf'])).toEqual([
      'Home',
      'Day list',
      'Your passkeys',
    ]);
  });

  it('offers a user manager the people and no patient data', () => {
    expect(labels(['manage-people'])).toEqual(['Home', 'People', 'Your passkeys']);
  });

  it('offers an auditor the trail alone', () => {
    expect(labels(['read-audit'])).toEqual(['Home', 'Audit trail', 'Your passkeys']);
  });

  it('offers an administrator every section, in order', () => {
    expect(labels([...STAFF_ACTIONS])).toEqual(['Home', 'Day list', 'People', 'Audit trail', 'Your passkeys']);
  });

  it('leaves a member without grants their home and passkeys', () => {
    expect(labels([])).toEqual(['Home', 'Your passkeys']);
  });

  it('links each section under /staff', () => {
    expect(navigationFor([...STAFF_ACTIONS]).map((item) => item.to)).toEqual([
      '/staff',
      '/staff/clinics',
      '/staff/people',
      '/staff/audit',
      '/staff/passkeys',
    ]);
  });
});
