import { describe, expect, it } from 'vitest';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';
import { cancelDialogRules, planCancel } from './cancel-choice';

const entry = (id: string, code: string): BookedEntry => ({
  id,
  confirmCode: code,
  timestamp: '2026-11-23T19:00:00.000Z',
  timezone: 'America/New_York',
  services: [],
});
const first = entry('first-appointment-id', 'first-confirm-code');
const second = entry('second-appointment-id', 'second-confirm-code');

describe('cancel dialog rules', () => {
  it('preselects and locks the 1st appointment when there is no follow-up', () => {
    expect(cancelDialogRules(undefined)).toEqual({ locked: true, choices: ['first'], initialChoice: 'first' });
  });

  it('lets the visitor choose between the 1st and the 2nd, with nothing preselected', () => {
    expect(cancelDialogRules(second)).toEqual({
      locked: false,
      choices: ['first', 'second'],
      initialChoice: undefined,
    });
  });

  it('asks for a choice when none is made', () => {
    expect(planCancel(undefined, first, second)).toEqual({
      ok: false,
      error: 'Please select an appointment to continue cancellation.',
    });
    expect(planCancel('second', first, undefined).ok).toBe(false);
  });

  it('cancels all through the 1st appointment, and only itself through the 2nd', () => {
    expect(planCancel('first', first, second)).toEqual({
      ok: true,
      target: { id: 'first-appointment-id', confirmCode: 'first-confirm-code' },
      cancelsAll: true,
    });
    expect(planCancel('second', first, second)).toEqual({
      ok: true,
      target: { id: 'second-appointment-id', confirmCode: 'second-confirm-code' },
      cancelsAll: false,
    });
    expect(planCancel('first', first, undefined)).toMatchObject({ ok: true, cancelsAll: false });
  });
});
