import { type AppointmentDateQuestion, dietitianPrescreen } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { appointmentDateError, appointmentDateWindow, prefilledDate } from './appointment-date';

const question = (() => {
  const step = dietitianPrescreen.data.steps[0];
  const found = step?.kind === 'questions' ? step.questions.find((q) => q.type === 'appointmentDate') : undefined;
  if (found?.type !== 'appointmentDate') throw new Error('The dietitian screen asks for a date.');
  return found as AppointmentDateQuestion;
})();
const TODAY = '2030-01-30';

describe('the dietitian date window (§5, §9)', () => {
  it('runs from 3 to 90 days after today', () => {
    expect(appointmentDateWindow(question, TODAY)).toEqual({ min: '2030-02-02', max: '2030-04-30' });
  });

  it.each([
    ['', 'Date is a required field.'],
    ['02/30/2030', 'Date is invalid.'],
    ['tomorrow', 'Date is invalid.'],
    ['02/01/2030', 'Date must be on or after 02/02/2030.'],
    ['05/01/2030', 'Date must be on or before 04/30/2030.'],
  ])('says what is wrong with %j', (typed, message) => {
    expect(appointmentDateError(typed, question, TODAY)).toBe(message);
  });

  it.each(['02/02/2030', '2/2/2030', '04/30/2030'])('accepts %j', (typed) => {
    expect(appointmentDateError(typed, question, TODAY)).toBeUndefined();
  });

  it('starts with the search date only when it lies inside the window', () => {
    expect(prefilledDate(question, '2030-03-01', TODAY)).toBe('03/01/2030');
    expect(prefilledDate(question, '2030-01-31', TODAY)).toBe('');
    expect(prefilledDate(question, undefined, TODAY)).toBe('');
  });
});
