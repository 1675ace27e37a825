import { weekOf } from '@hs/domain';
import type { Slot } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { HorizonSchedule } from '#api/modules/availability';
import { bookingLink, type ClinicProvider, type ScheduleService, slotResource } from './fhir-resources.js';
import { slotPartsOf } from './fhir-vocabulary.js';
import { scheduleSlotLines } from './slot-lines.js';

const site = { publicUrl: 'https://clinic.example.com' };
const service: ScheduleService = {
  id: 101,
  name: 'Flu Vaccine',
  category: 'Vaccines & "Shots"',
  isVaccine: true,
  isCovidVaccine: false,
  dose: null,
  vaccineProduct: null,
};

function clinic(slotCapacity: number): ClinicProvider {
  return {
    id: '01400123',
    kind: 'clinic',
    businessName: 'tlc',
    name: 'Clinic',
    qualification: null,
    image: null,
    description: null,
    timeZone: 'Europe/Berlin',
    weeklyHours: weekOf({ opens: '09:00', closes: '10:00', breaks: [] }),
    slotCapacity,
    availabilityVersion: 1,
    offeredServiceIds: [101],
    distanceMiles: null,
    acceptsBenefitCode: false,
    clinic: {
      vanityName: 'The Local Clinic',
      legalName: 'The Local Clinic',
      addressLine1: '1 Main St',
      city: 'Cincinnati',
      stateCode: 'OH',
      postalCode: '45202',
      county: 'Hamilton',
      latitude: 39.1,
      longitude: -84.5,
      phone: '(513) 555-0123',
      acceptsWalkIns: true,
      isSchedulerEnabled: true,
      rideSharePromo: null,
      brand: { slug: 'harvest-market', name: 'Harvest Market', logoVersion: 'v' },
    },
  };
}

const starts = ['2026-03-03T09:00:00+01:00', '2026-03-03T09:15:00+01:00', '2026-03-03T09:30:00+01:00'];
/** Each start's end for a 20-minute visit. */
const ends = ['2026-03-03T09:20:00+01:00', '2026-03-03T09:35:00+01:00', '2026-03-03T09:50:00+01:00'];

function schedule(slotCapacity: number, taken: number[]): HorizonSchedule {
  const slots = starts.map((value) => ({ start: new Date(value), value }));
  return {
    provider: clinic(slotCapacity),
    visit: { serviceIds: [101], slotMinutes: 20, maxDaysAhead: 14, leadTimeDays: 0, isAvailable: true },
    days: [{ date: '2026-03-03', slots, from: 0 }],
    seatsTaken: (startMs) => taken[slots.findIndex((slot) => slot.start.getTime() === startMs)]!,
    seatsAt: () => {
      throw new Error('The feed counts seats taken only');
    },
  };
}

describe('the Slot lines', () => {
  it('are exactly the Slot resources, serialised, for every mix of free and taken seats', () => {
    for (const [capacity, taken] of [
      [1, [0, 1, 0]],
      [2, [0, 1, 2]],
      [3, [3, 2, 0]],
    ] as const) {
      const lines = [...scheduleSlotLines(site, schedule(capacity, [...taken]), service)].join('');
      const expected = starts.flatMap((start, index) => {
        const startMs = Date.parse(start);
        const parts = slotPartsOf({ capacity, taken: taken[index]! });
        return parts.map((part, partIndex) =>
          slotResource({
            schedule: '01400123-101',
            startMs,
            start,
            end: ends[index]!,
            part,
            index: partIndex,
            severalSeats: capacity > 1,
            bookingLink: bookingLink(site, {
              category: service.category,
              postalCode: '45202',
              date: '2026-03-03',
              serviceId: 101,
              clinicId: '01400123',
              slotValue: start,
            }),
            bookingPhone: '(513) 555-0123',
          }),
        );
      });
      expect(lines).toBe(expected.map((slot: Slot) => `${JSON.stringify(slot)}\n`).join(''));
    }
  });

  it('write a slot end in the offset of the zone, with a plus sign escaped in the link', () => {
    const [line] = [...scheduleSlotLines(site, schedule(1, [0, 0, 0]), service)].join('').split('\n');
    const slot = JSON.parse(line!) as Slot;
    expect(slot.end).toBe('2026-03-03T09:20:00+01:00');
    expect(slot.extension?.[0]?.valueUrl).toContain('&slot=2026-03-03T09%3A00%3A00%2B01%3A00');
    expect(slot.extension?.[0]?.valueUrl).toContain('type=Vaccines%20%26%20%22Shots%22');
  });
});

describe('the slot statuses', () => {
  it('give every count of taken seats its parts, whose seats add up to the capacity', () => {
    for (let capacity = 1; capacity <= 4; capacity++) {
      for (let taken = 0; taken <= capacity; taken++) {
        const parts = slotPartsOf({ capacity, taken });
        expect(parts.length).toBeGreaterThan(0);
        expect(parts.reduce((sum, part) => sum + part.seats, 0)).toBe(capacity);
        expect(parts[0]!.status).toBe(taken < capacity ? 'free' : 'busy');
        expect(parts.find((part) => part.status === 'busy')?.seats ?? 0).toBe(taken);
      }
    }
  });
});
