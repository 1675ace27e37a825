import { describe, expect, it } from 'vitest';
import { createSearchFormSchema, type SearchFormInput } from './search-form-schema';

const schema = createSearchFormSchema({ minDate: '2030-03-10' });
const valid: SearchFormInput = { type: 'Vaccines', location: 'Dayton, OH', appointmentDate: '03/12/2030' };

function messagesFor(input: Partial<SearchFormInput>, limits = schema) {
  const result = limits.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('search form schema', () => {
  it('turns valid input into clean values with an ISO date', () => {
    expect(schema.parse({ ...valid, location: '  Dayton,   OH ' })).toEqual({
      type: 'Vaccines',
      location: 'Dayton, OH',
      appointmentDate: '2030-03-12',
    });
  });

  it('requires an appointment type other than the placeholder', () => {
    expect(messagesFor({ type: '' })).toEqual({ type: 'Appointment Type is a required field.' });
  });

  it('requires a location of 2 to 100 characters, ignoring surrounding spaces', () => {
    expect(messagesFor({ location: '' })).toEqual({ location: 'Location is a required field.' });
    expect(messagesFor({ location: '   ' })).toEqual({ location: 'Location is a required field.' });
    expect(messagesFor({ location: ' a ' })).toEqual({ location: 'Location must be 2 characters or more.' });
    expect(messagesFor({ location: '45' })).toEqual({});
    expect(messagesFor({ location: 'x'.repeat(100) })).toEqual({});
    expect(messagesFor({ location: 'x'.repeat(101) })).toEqual({
      location: 'Location must be 100 characters or less.',
    });
  });

  it('rejects a missing, malformed or impossible date', () => {
    for (const appointmentDate of ['', '2030-03-12', '3/12/30', '02/30/2030', 'soon']) {
      expect(messagesFor({ appointmentDate })).toEqual({ appointmentDate: 'Date is invalid' });
    }
  });

  it('accepts the minimum date and rejects earlier ones with the date in the message', () => {
    expect(messagesFor({ appointmentDate: '03/10/2030' })).toEqual({});
    expect(messagesFor({ appointmentDate: '03/09/2030' })).toEqual({
      appointmentDate: 'Date must be on or after 03/10/2030.',
    });
  });

  it('applies a maximum date when one is given', () => {
    const bounded = createSearchFormSchema({ minDate: '2030-03-10', maxDate: '2030-03-24' });
    expect(messagesFor({ appointmentDate: '03/24/2030' }, bounded)).toEqual({});
    expect(messagesFor({ appointmentDate: '03/25/2030' }, bounded)).toEqual({
      appointmentDate: 'Date must be on or before 03/24/2030.',
    });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(messagesFor({ type: '', location: '', appointmentDate: '' }))).toEqual([
      'type',
      'location',
      'appointmentDate',
    ]);
  });
});
