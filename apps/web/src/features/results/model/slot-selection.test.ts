import { describe, expect, it } from 'vitest';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { providerFixture } from '@/test/provider-fixture';
import { serviceFixture } from '@/test/services-fixture';
import {
  appointmentEntryOf,
  chooseSlot,
  holdDecision,
  isHoldActive,
  scheduledServices,
  selectionOf,
} from './slot-selection';

const slot = { value: '2026-03-03T09:00:00-05:00', serviceIds: [29] };
const now = Date.parse('2026-03-02T15:00:00Z');
const held = (overrides: Partial<NonNullable<SchedulerState['appointment']>> = {}): SchedulerState => ({
  provider: providerFixture('p1'),
  appointment: {
    timestamp: '2026-03-03T14:00:00.000Z',
    timezone: 'America/New_York',
    services: [{ id: 29, name: 'Sick Visit', isVaccine: false, isAvailable: true }],
    reservationCode: 'code-aaaaaaaaaaaaaaaa',
    expiresAt: '2026-03-02T15:10:00Z',
    ...overrides,
  },
});

describe('choosing a slot', () => {
  it('ignores the same selection and replaces a different one (time, provider or services)', () => {
    const first = selectionOf('p1', slot);
    expect(chooseSlot(undefined, first)).toEqual({ selection: first, changed: true });
    // The same instant written in UTC is the same selection.
    const same = selectionOf('p1', { ...slot, value: '2026-03-03T14:00:00Z' });
    expect(chooseSlot(first, same)).toEqual({ selection: first, changed: false });
    for (const other of [
      selectionOf('p2', slot),
      selectionOf('p1', { ...slot, value: '2026-03-03T09:15:00-05:00' }),
      selectionOf('p1', { ...slot, serviceIds: [29, 30] }),
    ]) {
      expect(chooseSlot(first, other)).toEqual({ selection: other, changed: true });
    }
  });
});

describe('what Continue does with an existing hold', () => {
  it('keeps a live hold of the very same time', () => {
    expect(holdDecision(held(), 'appointment', selectionOf('p1', slot), now)).toEqual({
      keep: true,
      release: undefined,
    });
  });

  it('releases the hold when a different time replaces it, or when it lapsed', () => {
    const other = selectionOf('p1', { ...slot, value: '2026-03-03T09:15:00-05:00' });
    expect(holdDecision(held(), 'appointment', other, now)).toEqual({ keep: false, release: 'code-aaaaaaaaaaaaaaaa' });
    const later = Date.parse('2026-03-02T15:11:00Z');
    expect(holdDecision(held(), 'appointment', selectionOf('p1', slot), later).keep).toBe(false);
  });

  it('never releases a booked appointment and has nothing to do without one', () => {
    expect(
      holdDecision(held({ id: 'A1', reservationCode: undefined }), 'appointment', selectionOf('p1', slot), now),
    ).toEqual({ keep: false, release: undefined });
    expect(holdDecision({}, 'followup', selectionOf('p1', slot), now)).toEqual({ keep: false, release: undefined });
  });

  it('tells live holds from lapsed ones', () => {
    expect(isHoldActive(held().appointment, now)).toBe(true);
    expect(isHoldActive(held().appointment, Date.parse('2026-03-02T15:10:00Z'))).toBe(false);
    expect(isHoldActive(undefined, now)).toBe(false);
  });
});

describe('the stored entry', () => {
  const catalog = [serviceFixture(105, 'Vaccines', { name: 'Shingles Vaccine Dose 1', isVaccine: true })];

  it('names the services from the catalog', () => {
    expect(scheduledServices([105], catalog)).toEqual([
      { id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true },
    ]);
  });

  it('carries the reservation code and expiry of the hold, or just the time without reservations', () => {
    const services = scheduledServices([105], catalog);
    const selection = selectionOf('p1', slot);
    const reservation = {
      reservationCode: 'r-bbbbbbbbbbbbbbbb',
      expiresAt: '2026-03-02T15:10:00Z',
      providerId: 'p1',
      timestamp: '2026-03-03T14:00:00.000Z',
      timezone: 'America/New_York',
      serviceId: 105,
    };
    expect(appointmentEntryOf(selection, providerFixture('p1'), services, reservation)).toEqual({
      timestamp: '2026-03-03T14:00:00.000Z',
      timezone: 'America/New_York',
      services,
      reservationCode: 'r-bbbbbbbbbbbbbbbb',
      expiresAt: '2026-03-02T15:10:00Z',
    });
    expect(appointmentEntryOf(selection, providerFixture('p1'), services, undefined)).toEqual({
      timestamp: slot.value,
      timezone: 'America/New_York',
      services,
    });
    // A dietitian visitor's chosen zone travels with the appointment, so later screens show its time there too.
    expect(appointmentEntryOf(selection, providerFixture('p1'), services, undefined, 'America/Chicago')).toMatchObject({
      timezone: 'America/New_York',
      shownTimeZone: 'America/Chicago',
    });
  });
});
