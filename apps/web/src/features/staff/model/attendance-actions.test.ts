import { describe, expect, it } from 'vitest';
import { attendanceActions, mayCancel } from './attendance-actions';

const steps = (visit: Parameters<typeof attendanceActions>[0]) =>
  attendanceActions(visit).map((action) => [action.label, action.attendance]);

describe("a visit's attendance steps", () => {
  it('start with check-in or no-show', () => {
    expect(steps({ status: 'BOOKED', attendance: null })).toEqual([
      ['Check in', 'checked-in'],
      ['No-show', 'no-show'],
    ]);
  });

  it('go on to completed, and each can be taken back', () => {
    expect(steps({ status: 'BOOKED', attendance: 'checked-in' })).toEqual([
      ['Completed', 'completed'],
      ['Undo', null],
    ]);
    expect(steps({ status: 'BOOKED', attendance: 'no-show' })).toEqual([['Undo', null]]);
    expect(steps({ status: 'BOOKED', attendance: 'completed' })).toEqual([['Undo', 'checked-in']]);
  });

  it('are none for a cancelled visit, which cannot be cancelled again', () => {
    expect(steps({ status: 'CANCELED', attendance: null })).toEqual([]);
    expect(mayCancel({ status: 'CANCELED', attendance: null })).toBe(false);
  });

  it('leave cancelling to visits nothing was recorded of', () => {
    expect(mayCancel({ status: 'BOOKED', attendance: null })).toBe(true);
    expect(mayCancel({ status: 'BOOKED', attendance: 'checked-in' })).toBe(false);
  });
});
