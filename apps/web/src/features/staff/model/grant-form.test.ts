import { describe, expect, it } from 'vitest';
import { grantOf } from './grant-form';

describe('a grant from the form', () => {
  it('names no clinic or district for the whole chain, whatever was typed', () => {
    expect(grantOf({ role: 'auditor', scope: 'chain', scopeId: 'p1' })).toEqual({
      grant: { role: 'auditor', scope: 'chain', scopeId: null },
    });
  });

  it('names the clinic or district otherwise', () => {
    expect(grantOf({ role: 'front-desk', scope: 'clinic', scopeId: ' p1 ' })).toEqual({
      grant: { role: 'front-desk', scope: 'clinic', scopeId: 'p1' },
    });
    expect(grantOf({ role: 'district-manager', scope: 'district', scopeId: '' })).toEqual({
      field: 'scopeId',
      message: 'Enter the district’s number.',
    });
  });

  it('asks for the role, then the scope', () => {
    expect(grantOf({ role: '', scope: '', scopeId: '' })).toMatchObject({ field: 'role' });
    expect(grantOf({ role: 'auditor', scope: '', scopeId: '' })).toMatchObject({ field: 'scope' });
  });
});
