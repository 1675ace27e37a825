import { describe, expect, it } from 'vitest';
import {
  bookedState,
  categories,
  dietitianProvider,
  followupAppointment,
} from '@/features/confirmation/test/confirmation-fixtures';
import { resolveConfirmation } from './confirmation-view';

describe('confirmation fallbacks', () => {
  it('falls back to main without a booked appointment or a provider', () => {
    expect(resolveConfirmation({}, categories)).toEqual({ kind: 'fallback' });
    expect(resolveConfirmation({ ...bookedState, provider: undefined }, categories)).toEqual({ kind: 'fallback' });
    const held = { ...bookedState.appointment!, id: undefined, confirmCode: undefined, reservationCode: 'res-1' };
    expect(resolveConfirmation({ ...bookedState, appointment: held }, categories)).toEqual({ kind: 'fallback' });
  });

  it('falls back to main when the category (prescreen type) is unknown or missing', () => {
    expect(resolveConfirmation({ ...bookedState, category: 'Astrology' }, categories)).toEqual({ kind: 'fallback' });
    expect(resolveConfirmation({ ...bookedState, category: undefined }, categories)).toEqual({ kind: 'fallback' });
  });

  it('waits for the configuration, and trusts the stored state when it cannot be loaded', () => {
    expect(resolveConfirmation(bookedState, undefined)).toEqual({ kind: 'pending' });
    expect(resolveConfirmation({ ...bookedState, category: 'Astrology' }, null).kind).toBe('ready');
  });

  it('takes the category from the search type and the flow from its configuration when not stored', () => {
    const view = resolveConfirmation(
      { ...bookedState, category: undefined, flow: undefined, search: { type: 'Telenutrition' } as never },
      categories,
    );
    expect(view).toMatchObject({
      kind: 'ready',
      data: { category: 'Telenutrition', flow: 'DIETITIAN', isDietitian: true },
    });
  });

  it('confirms the appointment with its follow-up and the patient copy', () => {
    const view = resolveConfirmation({ ...bookedState, followup: followupAppointment }, categories);
    expect(view).toMatchObject({
      kind: 'ready',
      data: {
        appointment: { confirmCode: 'lxfB0uMtZgXXeE0A3Ze4MQ' },
        followup: { confirmCode: 'NdJZZOkl5XLP06MphmRtWw' },
        flow: 'EVERYDAY_VACCINE',
        isDietitian: false,
        patient: { firstName: 'Zephyrine' },
      },
    });
  });

  it('treats a dietitian provider as the dietitian flow', () => {
    const view = resolveConfirmation({ ...bookedState, provider: dietitianProvider }, categories);
    expect(view).toMatchObject({ kind: 'ready', data: { isDietitian: true } });
  });
});
