import type { AuditDetails } from '@hs/contracts/staff-desk';
import { describe, expect, it } from 'vitest';
import { auditSummary } from './audit-summary';
import { localDateTime } from './clinic-time';

const CHICAGO = 'America/Chicago';
const row = (details: AuditDetails | null, clinicTimeZone: string | null = CHICAGO, via: 'fhir' | null = null) =>
  auditSummary({ details, clinicTimeZone, via });

describe("an audit row's details in one line", () => {
  it("writes a move's times on the clinic's clock, or on the member's own when the zone is not known", () => {
    const move = { kind: 'move', from: '2026-12-01T15:00:00Z', to: '2026-12-02T16:15:00Z' } as const;
    expect(row(move)).toBe('From Tue, Dec 1, 9:00 AM to Wed, Dec 2, 10:15 AM CT');
    expect(row(move, 'America/New_York')).toBe('From Tue, Dec 1, 10:00 AM to Wed, Dec 2, 11:15 AM ET');
    expect(row(move, null)).toBe(`From ${localDateTime(move.from)} to ${localDateTime(move.to)}`);
  });

  it("gives a cancellation's coded reason and what it went with", () => {
    const cancellation = { kind: 'cancellation', cancelReason: 'weather', alongWith: null, byChange: null } as const;
    expect(row(cancellation)).toBe('Reason: Weather');
    expect(row({ ...cancellation, alongWith: 'apt-1' })).toBe('Reason: Weather; with appointment apt-1');
    expect(
      row({ ...cancellation, cancelReason: 'clinic-closed', byChange: { action: 'add-closure', id: 'staff-x' } }),
    ).toBe('Reason: Clinic closed; by a closure');
    expect(row({ ...cancellation, cancelReason: null }, CHICAGO, 'fhir')).toBe('Reason: none given; through FHIR');
  });

  it("names a closure's days, or its times on part of a day, and the booked visits it touched", () => {
    const closure = {
      kind: 'closure',
      startsLocal: '2026-12-24T00:00',
      endsLocal: '2026-12-27T00:00',
      wholeDay: true,
      affectedVisits: null,
      bookings: null,
    } as const;
    expect(row(closure)).toBe('Closure Dec 24 – Dec 26, whole day');
    expect(row({ ...closure, endsLocal: '2026-12-25T00:00', affectedVisits: 2, bookings: 'cancel' })).toBe(
      'Closure Dec 24, whole day; 2 booked visits cancelled',
    );
    expect(row({ ...closure, startsLocal: '2026-12-24T12:00', endsLocal: '2026-12-24T14:30', wholeDay: false })).toBe(
      'Closure Dec 24, 12:00 PM – 2:30 PM',
    );
    expect(row({ ...closure, startsLocal: '2026-12-24T15:00', endsLocal: '2026-12-25T00:00', wholeDay: false })).toBe(
      'Closure Dec 24, 3:00 PM – midnight',
    );
  });

  it('says what was booked, held, blocked, read and given', () => {
    const flu = { id: 101, name: 'Flu Vaccine' };
    expect(row({ kind: 'booking', services: [flu, { id: 7, name: null }], startsAt: '2026-03-04T15:00:00Z' })).toBe(
      'Flu Vaccine, service 7 at Wed, Mar 4, 9:00 AM CT',
    );
    expect(
      row({ kind: 'hold', service: flu, startsAt: '2026-03-04T15:00:00Z', expiresAt: '2026-03-02T15:10:00Z' }),
    ).toBe('Flu Vaccine at Wed, Mar 4, 9:00 AM CT; held until 9:10 AM CT');
    expect(row({ kind: 'attendance', from: null, to: 'checked-in' })).toBe(
      'Attendance from not recorded to checked in',
    );
    const block = { kind: 'block', from: '10:00', to: '11:30', affectedVisits: 1, bookings: 'keep' } as const;
    expect(row({ ...block, dates: ['2026-03-04', '2026-03-11'] })).toBe(
      'Blocked 10:00 AM – 11:30 AM on Mar 4, Mar 11; 1 booked visit kept',
    );
    const weeks = ['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25', '2026-04-01'];
    expect(row({ ...block, affectedVisits: 0, dates: weeks })).toBe(
      'Blocked 10:00 AM – 11:30 AM on 5 days, Mar 4 to Apr 1',
    );
    expect(row({ kind: 'block-removed', days: 1 })).toBe('1 day of blocked time given back');
    expect(row({ kind: 'schedule-read', from: '2026-03-02', days: 7, visits: 12 })).toBe(
      'Day list of Mar 2 – Mar 8; 12 visits listed',
    );
    expect(
      row({
        kind: 'trail-read',
        entries: 1,
        filter: { staffId: null, appointmentId: 'apt-9', from: '2026-03-02', to: null },
      }),
    ).toBe('1 entry read; appointment apt-9; dates Mar 2 to any');
    expect(
      row({
        kind: 'grants',
        added: [{ role: 'front-desk', scope: 'clinic', scopeId: 'DSK00001', scopeName: 'Dayton Kettering' }],
        revoked: [{ role: 'auditor', scope: 'chain', scopeId: null, scopeName: 'Whole chain' }],
      }),
    ).toBe('Added: Front desk at Dayton Kettering; removed: Auditor across the chain');
  });

  it('is nothing for a row that recorded nothing more, and says when the request came through FHIR', () => {
    expect(row(null)).toBeNull();
    expect(row(null, null, 'fhir')).toBe('Through FHIR');
  });
});
