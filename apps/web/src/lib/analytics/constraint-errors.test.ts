import { describe, expect, it } from 'vitest';
import { constraintErrorsOf } from './constraint-errors';

describe('constraint errors for analytics', () => {
  it('names each failed field by its path with the rule it broke, never the value', () => {
    const input = { value: 'Jane' };
    const errors = {
      firstName: { type: 'too_small', message: "Patient's Legal First Name is a required field.", ref: input },
      primary: { memberId: { type: 'too_big', message: 'Member ID must be 20 characters or less.' } },
      cards: { recentVaccinationDetails: [undefined, { name: { type: 'custom', message: 'Input is required.' } }] },
    };
    const found = constraintErrorsOf(errors);
    expect(found).toEqual([
      { fieldName: 'firstName', rule: 'too_small' },
      { fieldName: 'primary.memberId', rule: 'too_big' },
      { fieldName: 'cards.recentVaccinationDetails.1.name', rule: 'custom' },
    ]);
    expect(JSON.stringify(found)).not.toContain('Jane');
  });

  it('takes the rule from the message when the resolver leaves the type empty, else says invalid', () => {
    const errors = {
      location: { type: '', message: 'Location must be 2 characters or more.' },
      type: { type: '', message: 'x' },
    };
    const rules = (message: string) =>
      message.startsWith('Location must be') ? ('locationTooShort' as const) : undefined;
    expect(constraintErrorsOf(errors, rules)).toEqual([
      { fieldName: 'location', rule: 'locationTooShort' },
      { fieldName: 'type', rule: 'invalid' },
    ]);
  });

  it('leaves out fields the API does not list, and rules it does not list become invalid', () => {
    expect(constraintErrorsOf({ 'Jane Doe': { type: 'custom', message: 'x' } })).toEqual([]);
    expect(constraintErrorsOf({ city: { type: 'Cincinnati', message: 'x' } })).toEqual([
      { fieldName: 'city', rule: 'invalid' },
    ]);
  });
});
