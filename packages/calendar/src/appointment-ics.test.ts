import { eventUid, translationProblems } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, type CalendarAppointment, type CalendarDelivery } from './appointment-ics.js';
import { calendarTexts } from './calendar-texts.js';
import { calendarAfter, readCalendar } from './test/read-calendar.js';

const booked: CalendarAppointment = {
  appointmentId: 'Daqa52eKEXwt4ELoFk0uEw',
  // 9:00 AM in Cincinnati on a winter day (EST, UTC-5).
  start: new Date('2026-12-01T14:00:00.000Z'),
  minutes: 20,
  timeZone: 'America/New_York',
  sequence: 0,
  services: ['Flu Vaccine', 'Shingles Vaccine Dose 1'],
  place: {
    name: 'The Local Clinic at Harvest Market – Cedar Ave; Cincinnati',
    address: { lines: ['5088 Cedar Ave'], city: 'Cincinnati', state: 'OH', postalCode: '45202' },
    phone: '(513) 555-0122',
  },
  confirmCode: '7KQ49XM2PD',
  manageUrl: 'https://scheduler.example/health-services/scheduler/manage',
};
const invitation = {
  organizer: { name: 'The Local Clinic', email: 'appointments@scheduler.example' },
  attendee: 'patient@example.org',
};
const request: CalendarDelivery = { method: 'REQUEST', ...invitation };
const cancel: CalendarDelivery = { method: 'CANCEL', ...invitation };
const options = { uidDomain: 'scheduler.example', now: new Date('2026-11-27T12:34:56.789Z') };
const later = (minutes: number) => ({ ...options, now: new Date(options.now.getTime() + minutes * 60_000) });

describe('appointment calendar files', () => {
  it("writes DTSTAMP in UTC with a Z, and the visit on the provider's clock with its VTIMEZONE", () => {
    const ics = appointmentIcs(booked, request, options);
    const read = readCalendar(ics);
    expect(read.stamp).toBe('20261127T123456Z');
    expect(read.start).toEqual({
      tzid: 'America/New_York',
      wallClock: '2026-12-01T09:00:00',
      instant: booked.start,
    });
    expect(read.end.wallClock).toBe('2026-12-01T09:20:00');
    expect(read.end.instant).toEqual(new Date('2026-12-01T14:20:00.000Z'));
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');

    // Summer in Phoenix (no daylight saving): 9:00 AM is UTC-7.
    const phoenix = readCalendar(
      appointmentIcs(
        { ...booked, timeZone: 'America/Phoenix', start: new Date('2026-07-14T16:00:00.000Z') },
        request,
        options,
      ),
    );
    expect(phoenix.start).toMatchObject({ tzid: 'America/Phoenix', wallClock: '2026-07-14T09:00:00' });
    expect(phoenix.start.instant).toEqual(new Date('2026-07-14T16:00:00.000Z'));
  });

  it('says what, where and how to change it, escaped and folded at 75 octets', () => {
    const ics = appointmentIcs(booked, request, options);
    const read = readCalendar(ics);
    expect(read.uid).toBe(eventUid(booked.appointmentId, 'scheduler.example'));
    expect(read.summary).toBe(
      'Flu Vaccine, Shingles Vaccine Dose 1 at The Local Clinic at Harvest Market – Cedar Ave; Cincinnati',
    );
    expect(read.location).toBe('5088 Cedar Ave, Cincinnati, OH 45202');
    expect(read.description).toBe(
      [
        'Confirmation code: 7KQ4-9XM2-PD',
        'Clinic phone: (513) 555-0122',
        'Find, move or cancel your appointment: https://scheduler.example/health-services/scheduler/manage',
      ].join('\n'),
    );
    expect(read.organizer).toBe('mailto:appointments@scheduler.example');
    expect(read.attendees).toEqual(['MAILTO:patient@example.org']);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const video = readCalendar(
      appointmentIcs({ ...booked, place: { ...booked.place, address: null } }, request, options),
    );
    expect(video.location).toBe('Video visit (Zoom)');
  });

  it('says it in Spanish for an appointment booked in Spanish, with the same times and place', () => {
    const spanish = { ...options, language: 'es' as const };
    const ics = appointmentIcs(booked, request, spanish);
    const read = readCalendar(ics);
    expect(read.summary).toBe(
      'Flu Vaccine, Shingles Vaccine Dose 1 en The Local Clinic at Harvest Market – Cedar Ave; Cincinnati',
    );
    expect(read.description).toBe(
      [
        'Código de confirmación: 7KQ4-9XM2-PD',
        'Teléfono de la clínica: (513) 555-0122',
        'Busque, cambie o cancele su cita: https://scheduler.example/health-services/scheduler/manage',
      ].join('\n'),
    );
    expect(ics).toContain('PRODID:-//The Local Clinic//Appointment Scheduler//ES\r\n');
    const english = readCalendar(appointmentIcs(booked, request, options));
    expect([read.uid, read.start, read.end, read.location]).toEqual([
      english.uid,
      english.start,
      english.end,
      english.location,
    ]);
    const video = { ...booked, services: [], place: { ...booked.place, address: null } };
    expect(readCalendar(appointmentIcs(video, request, spanish))).toMatchObject({
      summary: 'Cita en The Local Clinic at Harvest Market – Cedar Ave; Cincinnati',
      location: 'Visita por video (Zoom)',
    });
  });

  it('has every text in English and Spanish, filling the same placeholders', () => {
    expect(translationProblems(calendarTexts)).toEqual([]);
  });

  it('tells a booking, a move and a cancellation so a calendar ends with none: REQUEST, REQUEST, CANCEL', () => {
    const made = appointmentIcs(booked, request, options);
    const moved = { ...booked, start: new Date('2026-12-02T15:30:00.000Z'), sequence: 1 };
    const movedFile = appointmentIcs(moved, request, later(5));
    const canceledFile = appointmentIcs({ ...moved, sequence: 2 }, cancel, later(10));
    const [first, second, third] = [made, movedFile, canceledFile].map(readCalendar);

    expect([first, second, third].map((read) => [read!.method, read!.sequence, read!.status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['REQUEST', 1, 'CONFIRMED'],
      ['CANCEL', 2, 'CANCELLED'],
    ]);
    expect(new Set([first!.uid, second!.uid, third!.uid]).size).toBe(1);
    expect(second!.start.wallClock).toBe('2026-12-02T10:30:00');

    // In order the entry moves, then goes; a late copy of an older message changes nothing.
    expect(calendarAfter([made])?.start.wallClock).toBe('2026-12-01T09:00:00');
    expect(calendarAfter([made, movedFile])?.start.wallClock).toBe('2026-12-02T10:30:00');
    expect(calendarAfter([made, movedFile, canceledFile])).toBeNull();
    expect(calendarAfter([made, canceledFile, movedFile])).toBeNull();
    expect(calendarAfter([movedFile, made])?.start.wallClock).toBe('2026-12-02T10:30:00');
  });

  it('makes the file a patient adds by hand say what the invitations say, without an organizer', () => {
    const page = readCalendar(appointmentIcs(booked, { method: 'PUBLISH' }, later(3)));
    const mail = readCalendar(appointmentIcs(booked, request, options));
    expect(page.method).toBe('PUBLISH');
    expect(page.organizer).toBeNull();
    expect(page.attendees).toEqual([]);
    const { method: _p, organizer: _o, attendees: _a, stamp: _s, ...pageEvent } = page;
    const { method: _m, organizer: _mo, attendees: _ma, stamp: _ms, ...mailEvent } = mail;
    expect(pageEvent).toEqual(mailEvent);
  });
});
