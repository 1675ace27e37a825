import { appointmentIcs, confirmedCalendar, managedCalendar } from '@hs/calendar';
import { type ReadCalendar, readCalendar } from '@hs/calendar/test/read-calendar';
import {
  AppointmentLookupResponseSchema,
  AvailabilityResponseSchema,
  type BookedAppointment,
  ServicesResponseSchema,
} from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliverAll, deliveringConfig } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';

const MANAGE_URL = 'https://scheduler.example/health-services/scheduler/manage';
const PAGE = { uidDomain: 'scheduler.example', now: new Date('2026-03-02T15:00:00Z') };

/** What an event says, less who sent it and when the file was made. */
const eventOf = ({ uid, sequence, status, start, end, summary, location, description }: ReadCalendar) => ({
  uid,
  sequence,
  status,
  start,
  end,
  summary,
  location,
  description,
});

describe('the calendar files of the pages and of the e-mails, for one appointment', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ config: deliveringConfig(smtp.url) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('say the same UID, times, length, summary, place and description, as booked and after a move', async () => {
    const clinic = await seededClinic(t, SERVICES.flu);
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-05')[5]!);
    const booked = await api.book(t, body);
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointments[0] as BookedAppointment;
    await deliverAll(t);

    // The confirmation page's file is made from the booking answer, the provider the results showed and the
    // services as the catalog names them.
    const results = await t.app.inject({
      method: 'GET',
      url: `/appointment-management/v1/results/physical?filter.serviceIds=${SERVICES.flu}&filter.freeFormAddress=${clinic.postalCode}&filter.maxResults=50`,
    });
    expect(results.statusCode, results.body).toBe(200);
    const provider = AvailabilityResponseSchema.parse(results.json()).data.appointmentTimeSlots.find(
      (result) => result.provider.providerId === clinic.id,
    )?.provider;
    expect(provider).toBeDefined();
    const catalog = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/services?filter.businessNames=tlc',
    });
    const services = ServicesResponseSchema.parse(catalog.json()).data.services.filter((service) =>
      appointment.serviceIds.includes(service.id),
    );
    const confirmationFile = appointmentIcs(
      confirmedCalendar({ ...appointment, services }, provider!, MANAGE_URL),
      { method: 'PUBLISH' },
      PAGE,
    );

    // The manage page's file is made from what find-my-appointment answers.
    const managedFile = async () => {
      const found = await api.lookup(t, {
        confirmCode: appointment.confirmCode,
        lastName: body.basicInfo.lastName,
        dateOfBirth: body.basicInfo.dateOfBirth,
      });
      expect(found.statusCode, found.body).toBe(200);
      const managed = AppointmentLookupResponseSchema.parse(found.json()).data.appointment;
      return appointmentIcs(
        managedCalendar(managed, managed, appointment.confirmCode, MANAGE_URL),
        { method: 'PUBLISH' },
        PAGE,
      );
    };

    const mails = () => smtp.inbox().filter((mail) => mail.to === body.basicInfo.email);
    const emailed = readCalendar(mails()[0]!.calendar!);
    const confirmation = readCalendar(confirmationFile);
    expect(eventOf(confirmation)).toEqual(eventOf(emailed));
    expect(eventOf(readCalendar(await managedFile()))).toEqual(eventOf(emailed));
    // The visit's real length, not a default: a flu shot takes its service's minutes.
    expect(emailed.end.instant.getTime() - emailed.start.instant.getTime()).toBe(appointment.durationMinutes * 60_000);
    expect([confirmation.method, emailed.method]).toEqual(['PUBLISH', 'REQUEST']);

    const target = slotsOn(clinic, '2026-03-06')[7]!;
    const moved = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: target.timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverAll(t);
    const movedMail = readCalendar(mails()[1]!.calendar!);
    expect(movedMail.sequence).toBe(1);
    expect(eventOf(readCalendar(await managedFile()))).toEqual(eventOf(movedMail));
  });
});
