import fc from 'fast-check';
import { SERVICES } from './scheduling-fixtures.js';

/**
 * The model side of the scheduling property test: the commands a visitor can send and what the ledger
 * should hold after them, by the plain rules of §4 and the architecture, with no database.
 */

export const HOLD_MINUTES = 10;
export const FIRST_DAY = '2026-03-03';
export const FOLLOWUP_DAY = '2026-03-31';
const SERVICE_CHOICES = ['flu', 'sick', 'hepB1'] as const;
export const SERVICE_IDS = { flu: SERVICES.flu, sick: SERVICES.sickVisit, hepB1: SERVICES.hepB1 } as const;

export type Command =
  | { kind: 'reserve'; slot: number; service: (typeof SERVICE_CHOICES)[number] }
  | { kind: 'release'; pick: number }
  | {
      kind: 'book';
      slot: number;
      service: (typeof SERVICE_CHOICES)[number];
      patient: number;
      holdPick: number | null;
      withFollowup: boolean;
    }
  | { kind: 'bookHeld'; pick: number; patient: number; withFollowup: boolean }
  | { kind: 'cancel'; pick: number; rightCode: boolean }
  | { kind: 'reschedule'; pick: number; slot: number; holdPick: number | null; rightCode: boolean }
  | { kind: 'advance'; minutes: number };

const slot = fc.integer({ min: 0, max: 3 });
const service = fc.constantFrom(...SERVICE_CHOICES);
/** Small picks count back from the newest hold or appointment, where the interesting conflicts are. */
const recent = fc.nat({ max: 3 });
const patient = fc.integer({ min: 0, max: 1 });
// Weighted towards holds and their bookings, where the conversion and expiry rules live.
export const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reserve' as const), slot, service }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: recent }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      slot,
      service,
      patient,
      holdPick: fc.option(recent, { nil: null }),
      withFollowup: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('bookHeld' as const), pick: recent, patient, withFollowup: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: recent, rightCode: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reschedule' as const),
      pick: recent,
      slot,
      holdPick: fc.option(recent, { nil: null }),
      rightCode: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 12 }) }),
  },
);

interface ModelHold {
  code: string;
  cells: number[];
  expiresAt: number;
  serviceId: number;
  slot: number;
  service: (typeof SERVICE_CHOICES)[number];
}
interface ModelAppointment {
  id: string;
  confirmCode: string;
  cells: number[];
  status: 'BOOKED' | 'CANCELED';
  patient: number;
  day: string;
  serviceId: number;
  firstId: string | null;
  /** The slot index on its day, so a move can pick the same or another one. */
  slot: number;
}

/** What the ledger should hold. */
export class Model {
  holds: ModelHold[] = [];
  codes: string[] = [];
  appointments: ModelAppointment[] = [];
  constructor(
    public now: number,
    readonly capacity: number,
  ) {}
  seatsTaken(cell: number): number {
    const held = this.holds.filter((hold) => hold.expiresAt > this.now && hold.cells.includes(cell)).length;
    const booked = this.appointments.filter((a) => a.status === 'BOOKED' && a.cells.includes(cell)).length;
    return held + booked;
  }
  free(cells: readonly number[]): boolean {
    return cells.every((cell) => this.seatsTaken(cell) < this.capacity);
  }
  /** The n-th newest of a list, or undefined when it is empty. */
  static recent<T>(list: readonly T[], n: number): T | undefined {
    return list[list.length - 1 - (n % Math.max(1, list.length))];
  }
  occupancy(): Map<number, number> {
    const cells = new Set([...this.holds.flatMap((h) => h.cells), ...this.appointments.flatMap((a) => a.cells)]);
    return new Map([...cells].map((cell) => [cell, this.seatsTaken(cell)] as const).filter(([, n]) => n > 0));
  }
}
