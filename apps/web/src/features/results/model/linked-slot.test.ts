import type { ProviderAvailability } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { linkedSlotIn } from './linked-slot';

const slot = (value: string) => ({ value, serviceIds: [101] });

const answer = [
  {
    provider: { providerId: '01400123' },
    timezone: 'America/New_York',
    status: 'AVAILABLE',
    nextAvailable: '2026-11-30T09:00:00-05:00',
    services: [
      {
        serviceId: 101,
        availability: [
          { date: '2026-11-30', timeslots: [slot('2026-11-30T09:00:00-05:00'), slot('2026-11-30T09:30:00-05:00')] },
          { date: '2026-12-01', timeslots: [slot('2026-12-01T09:00:00-05:00'), slot('2026-12-01T13:00:00-05:00')] },
        ],
      },
    ],
  },
] as unknown as ProviderAvailability[];

describe('the time a booking link names', () => {
  it('is chosen when the clinic still has it, whatever offset the link writes it with', () => {
    expect(linkedSlotIn(answer, { clinic: '01400123', slot: '2026-11-30T09:30:00-05:00' })).toEqual({
      kind: 'found',
      slot: slot('2026-11-30T09:30:00-05:00'),
    });
    expect(linkedSlotIn(answer, { clinic: '01400123', slot: '2026-11-30T14:30:00Z' }).kind).toBe('found');
  });

  it('gives way to the nearest free times when it is gone', () => {
    expect(linkedSlotIn(answer, { clinic: '01400123', slot: '2026-11-30T09:15:00-05:00' })).toEqual({
      kind: 'gone',
      nearest: [
        slot('2026-11-30T09:00:00-05:00'),
        slot('2026-11-30T09:30:00-05:00'),
        slot('2026-12-01T09:00:00-05:00'),
      ],
    });
  });

  it('lists the nearest times in the order of the day, not of their distance', () => {
    expect(linkedSlotIn(answer, { clinic: '01400123', slot: '2026-11-30T09:25:00-05:00' })).toEqual({
      kind: 'gone',
      nearest: [
        slot('2026-11-30T09:00:00-05:00'),
        slot('2026-11-30T09:30:00-05:00'),
        slot('2026-12-01T09:00:00-05:00'),
      ],
    });
  });

  it('says nothing without a link, before the clinic answers, or for another clinic', () => {
    expect(linkedSlotIn(answer, { clinic: '01400123' }).kind).toBe('none');
    expect(linkedSlotIn(undefined, { clinic: '01400123', slot: '2026-11-30T09:30:00-05:00' }).kind).toBe('none');
    expect(linkedSlotIn(answer, { clinic: '01400999', slot: '2026-11-30T09:30:00-05:00' }).kind).toBe('none');
  });
});
