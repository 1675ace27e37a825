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

  it('moves with one key per attempt: a failed move is retried under a new one', async () => {
    const { result, onMoved } = renderReschedule();
    act(() => result.current.choose(slot, provider));
    act(() => result.current.hold());
    await waitFor(() => expect(result.current.ready).toBe(true));

    api.answer({ [`POST ${reschedulePath}`]: () => errorResponse(503, 'UNAVAILABLE', 'Down.') });
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.error).toBe(MANAGE_TEXTS.failed));

    api.answer({ [`POST ${reschedulePath}`]: () => jsonResponse(moved) });
    act(() => result.current.confirm());
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(result.current.error).toBeUndefined();
    const keys = api
      .callsTo('POST', '/appointment-management/v2/appointments/')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(onMoved.mock.calls[0]?.[1]).toBe(provider);
  });
});
