import { type RescheduleResponse, type ReservationResponse, reschedulePath, reservationsPath } from '@hs/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { managedAppointmentFixture } from '@/features/manage/test/managed-appointment-fixture';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';
import { createTestQueryClient } from '@/test/render-route';
import { useReschedule } from './use-reschedule';

const appointment = managedAppointmentFixture();
const provider = providerFixture('01400490');
const slot = { value: '2026-11-30 10:00:00', serviceIds: [105] };

const held: ReservationResponse = {
  data: {
    appointmentReservations: {
      reservationCode: 'hold-code-0123456789',
      expiresAt: '2026-11-30T14:55:00.000Z',
      providerId: provider.providerId,
      timestamp: '2026-11-30T15:00:00.000Z',
      timezone: 'America/New_York',
      serviceId: 105,
    },
  },
};
const moved: RescheduleResponse = {
  data: {
    appointment: {
      id: appointment.id,
      timestamp: '2026-11-30T15:00:00.000Z',
      timezone: 'America/New_York',
      providerId: provider.providerId,
      serviceIds: [105],
      status: 'BOOKED',
      sequence: 1,
      durationMinutes: 15,
    },
  },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ [`POST ${reservationsPath}`]: () => jsonResponse(held, 201) });
});
afterEach(() => vi.unstubAllGlobals());

function renderReschedule() {
  const onMoved = vi.fn();
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => useReschedule({ appointment, confirmCode: 'ABCD-EFGH-JK', knownState: undefined, onMoved }),
    { wrapper },
  );
  return { ...view, onMoved };
}

describe('useReschedule', () => {
  it('asks for a time before holding one, and holds the time chosen', async () => {
    const { result } = renderReschedule();
    act(() => result.current.hold());
    expect(result.current.error).toBe(MANAGE_TEXTS.chooseTime);
    expect(api.callsTo('POST', reservationsPath)).toHaveLength(0);

    act(() => result.current.choose(slot, provider));
    expect(result.current.error).toBeUndefined();
    act(() => result.current.hold());
    expect(result.current.busy).toBe('holding');
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.busy).toBeUndefined();
    expect(api.callsTo('POST', reservationsPath)[0]?.body).toMatchObject({ locationNumber: provider.providerId });
  });

  it('says a time was just taken when the hold is refused, and frees the buttons', async () => {
    api.answer({ [`POST ${reservationsPath}`]: () => errorResponse(409, 'CONFLICT', 'Taken.') });
    const { result } = renderReschedule();
    act(() => result.current.choose(slot, provider));
    act(() => result.current.hold());
    await waitFor(() => expect(result.current.error).toBe(MANAGE_TEXTS.slotTaken));
    expect(result.current.busy).toBeUndefined();
    expect(result.current.ready).toBe(false);
  });

  const holdFirst = async (result: { current: ReturnType<typeof useReschedule> }, at = slot) => {
    act(() => result.current.choose(at, provider));
    act(() => result.current.hold());
    await waitFor(() => expect(result.current.ready).toBe(true));
  };
  const moves = () => api.callsTo('POST', '/appointment-management/v2/appointments/');
  const keysSent = () => moves().map((call) => call.headers.get('Idempotency-Key'));

  it('sends a move whose answer was lost again by itself, as it was and under the same key', async () => {
    const { result, onMoved } = renderReschedule();
    await holdFirst(result);
    let answers = 0;
    api.answer({
      [`POST ${reschedulePath}`]: () => {
        answers += 1;
        return answers === 1 ? errorResponse(503, 'UNAVAILABLE', 'Down.') : jsonResponse(moved);
      },
    });
    act(() => result.current.confirm());
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(keysSent()).toHaveLength(2);
    expect(new Set(keysSent()).size).toBe(1);
    expect(moves()[1]?.body).toEqual(moves()[0]?.body);
    expect(moves()[0]?.body).toMatchObject({ reservationCode: 'hold-code-0123456789', language: 'en' });
    expect(onMoved.mock.calls[0]?.[1]).toBe(provider);
  });

  it("keeps the move's key when the visitor tries the same move again after it failed", async () => {
    const { result, onMoved } = renderReschedule();
    await holdFirst(result);
    api.answer({ [`POST ${reschedulePath}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    act(() => result.current.confirm());
    // The form's own two retries come first; then the visitor is told.
    await waitFor(() => expect(result.current.error).toBe(MANAGE_TEXTS.failed), { timeout: 5000 });
    expect(moves()).toHaveLength(3);

    api.answer({ [`POST ${reschedulePath}`]: () => jsonResponse(moved) });
    act(() => result.current.confirm());
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(result.current.error).toBeUndefined();
    expect(keysSent()).toHaveLength(4);
    expect(new Set(keysSent()).size).toBe(1);
    expect(new Set(moves().map((call) => JSON.stringify(call.body))).size).toBe(1);
  }, 10_000);

  it('moves under a new key once the visitor holds another time', async () => {
    const { result, onMoved } = renderReschedule();
    await holdFirst(result);
    api.answer({ [`POST ${reschedulePath}`]: () => errorResponse(409, 'SLOT_TAKEN', 'Taken.') });
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.error).toBe('Taken.'));

    const later = { ...held.data.appointmentReservations, reservationCode: 'hold-code-9876543210' };
    api.answer({
      [`POST ${reservationsPath}`]: () => jsonResponse({ data: { appointmentReservations: later } }, 201),
      [`POST ${reschedulePath}`]: () => jsonResponse(moved),
    });
    await holdFirst(result, { ...slot, value: '2026-11-30 10:15:00' });
    act(() => result.current.confirm());
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
    expect(moves()[1]?.body).toMatchObject({ reservationCode: 'hold-code-9876543210' });
  });
});
