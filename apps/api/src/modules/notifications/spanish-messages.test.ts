import { readCalendar } from '@hs/calendar/test/read-calendar';
import { appointmentWhen, formatConfirmCode } from '@hs/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverAll, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { smsEncoding } from '#api/test/sms-segments.js';

const PUBLIC_URL = 'https://scheduler.example';
const HOUR = 3_600_000;

/** Spaces as any ICU writes them: some put a narrow no-break space before a.m. and p.m. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a booking made in Spanish gets its messages in Spanish, at a real SMTP server and the SMS stand-in', () => {
  const sinks = useDeliveringApp();
  let clinic: Awaited<ReturnType<typeof seededClinic>>;
  let slot = 0;

  beforeAll(async () => {
    clinic = await seededClinic(sinks.t, SERVICES.flu);
  });

  async function bookInSpanish() {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-05')[slot++]!, {
      language: 'es',
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
    });
    const response = await api.book(sinks.t, body);
    expect(response.statusCode, response.body).toBe(201);
    const appointment = response.json().data.appointments[0] as { id: string; confirmCode: string; timestamp: string };
    return { body, appointment };
  }
  const mailsTo = (address: string) => sinks.smtp.inbox().filter((mail) => mail.to === address);
  const textsSince = (count: number) => sinks.sms.received.slice(count).map((text) => plain(text.body));

  it('confirms in Spanish: e-mail, its calendar file and the text message', async () => {
    const textsBefore = sinks.sms.received.length;
    const { body, appointment } = await bookInSpanish();
    await deliverAll(sinks.t);

    const [mail, ...more] = mailsTo(body.basicInfo.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Su cita en The Local Clinic está confirmada');
    expect(mail!.headers.get('content-language')).toBe('es-US');
    expect(mail!.html).toMatch(/<html[^>]*lang="es-US"/);
    expect(mail!.html).toMatch(/<h1[^>]*>Su cita está confirmada<\/h1>/);
    const text = plain(mail!.text);
    expect(text).toContain(`Hola, ${body.basicInfo.firstName}:`);
    expect(text).toMatch(/Le esperamos el jueves, 5 de marzo de 2026, \d{1,2}:\d{2} [ap]\.m\. ET en /);
    expect(text).toContain('Código de confirmación');
    expect(text).toContain(formatConfirmCode(appointment.confirmCode));
    expect(text).toContain(`Busque, cambie o cancele su cita ${PUBLIC_URL}/health-services/scheduler/manage`);
    expect(text).toContain('El archivo de calendario adjunto agrega esta cita a su calendario');
    expect(text).toContain('Vacuna contra la gripe');
    expect(text).not.toMatch(/\b(Hello|When|Where|Thursday|March|booked|Flu|Vaccine)\b/);

    expect(mail!.calendarFilename).toBe('cita.ics');
    const event = readCalendar(mail!.calendar!);
    expect(event.method).toBe('REQUEST');
    expect(event.start.instant.toISOString()).toBe(appointment.timestamp);
    expect(event.start.tzid).toBe(clinic.timeZone);
    expect(event.summary).toBe(`Vacuna contra la gripe en ${clinic.vanityName}`);
    expect(event.description).toContain(`Código de confirmación: ${formatConfirmCode(appointment.confirmCode)}`);
    expect(event.description).toContain(`Teléfono de la clínica: ${clinic.phone}`);
    expect(event.description).toContain(
      `Busque, cambie o cancele su cita: ${PUBLIC_URL}/health-services/scheduler/manage`,
    );

    const [textMessage, ...moreTexts] = textsSince(textsBefore);
    expect(moreTexts).toHaveLength(0);
    expect(textMessage).toMatch(
      new RegExp(
        `^The Local Clinic: su cita está confirmada para el jue, 5 de mar, \\d{1,2}:\\d{2} [ap]\\.m\\. ET, ${clinic.addressLine1}\\. Responda STOP para salir\\.$`,
      ),
    );
    expect(smsEncoding(textMessage!)).toEqual({ encoding: 'UCS-2', segments: 2 });
  });

  it('reminds in Spanish, and its opt-out page asks and answers in Spanish', async () => {
    const { body, appointment } = await bookInSpanish();
    await deliverAll(sinks.t);
    const textsBefore = sinks.sms.received.length;
    sinks.t.clock.set(new Date(new Date(appointment.timestamp).getTime() - 23 * HOUR));
    await deliverAll(sinks.t);
    sinks.t.clock.set(new Date('2026-03-02T15:00:00Z'));

    const reminder = mailsTo(body.basicInfo.email)[1];
    expect(reminder?.subject).toBe('Recordatorio: su cita en The Local Clinic');
    const when = plain(appointmentWhen(new Date(appointment.timestamp), clinic.timeZone, 'es').short);
    expect(textsSince(textsBefore)).toContain(
      `The Local Clinic: le recordamos su cita del ${when}, ${clinic.addressLine1}. Responda STOP para salir.`,
    );
    const link = plain(reminder!.text).match(/No recibir más recordatorios de esta cita (\S+)/)?.[1];
    expect(link).toMatch(/\?signature=[A-Za-z0-9_-]{43}&language=es$/);
    const path = link!.slice(PUBLIC_URL.length);

    const page = await sinks.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="es-US">/);
    expect(page.body).toContain('<h1>Dejar de recibir recordatorios</h1>');
    expect(page.body).toContain('¿Desea dejar de recibir los recordatorios de esta cita');
    expect(page.body).toMatch(/<form method="post" action="\?signature=[A-Za-z0-9_-]{43}&#38;language=es">/);

    const done = await api.oneClickOptOut(sinks.t, path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ya no recibirá recordatorios de esta cita. La cita sigue confirmada.');
    // One character changed; which one replaces it depends on the real signature, so the forgery always differs.
    const forged = path.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const invalid = await sinks.t.app.inject({ method: 'GET', url: forged });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('Este enlace no es válido.');
    const badLanguage = await sinks.t.app.inject({ method: 'GET', url: path.replace('language=es', 'language=fr') });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().errors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'language' });
  });

  it('speaks the language of the last move, and tells a cancellation in it', async () => {
    const { body, appointment } = await bookInSpanish();
    const { confirmCode } = appointment;
    await deliverAll(sinks.t);
    const moved = await api.reschedule(sinks.t, appointment.id, {
      confirmCode,
      dateTime: slotsOn(clinic, '2026-03-06')[slot++]!.timestamp,
      language: 'en',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverAll(sinks.t);
    const textsBefore = sinks.sms.received.length;
    expect((await api.cancel(sinks.t, appointment.id, confirmCode)).statusCode).toBe(200);
    await deliverAll(sinks.t);

    expect(mailsTo(body.basicInfo.email).map((mail) => mail.subject)).toEqual([
      'Su cita en The Local Clinic está confirmada',
      'Your appointment at The Local Clinic has a new time',
      'Your appointment at The Local Clinic is canceled',
    ]);
    const canceled = mailsTo(body.basicInfo.email)[2]!;
    expect(canceled.calendarFilename).toBe('canceled-appointment.ics');
    expect(readCalendar(canceled.calendar!).summary).toBe(`Flu Vaccine at ${clinic.vanityName}`);
    expect(textsSince(textsBefore).at(-1)).toMatch(
      /^The Local Clinic: your appointment on Fri, Mar 6, .+, is canceled\./,
    );
  });

  it('tells a Spanish booking canceled in Spanish, with the file that takes it off the calendar', async () => {
    const { body, appointment } = await bookInSpanish();
    const textsBefore = sinks.sms.received.length;
    expect((await api.cancel(sinks.t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
    await deliverAll(sinks.t);
    const canceled = mailsTo(body.basicInfo.email).at(-1)!;
    expect(canceled.subject).toBe('Su cita en The Local Clinic está cancelada');
    expect(plain(canceled.text)).toContain('El archivo de calendario adjunto quita esta cita de su calendario.');
    expect(plain(canceled.text)).toContain(`Hacer otra cita ${PUBLIC_URL}/health-services/scheduler`);
    expect(canceled.calendarFilename).toBe('cita-cancelada.ics');
    expect(readCalendar(canceled.calendar!)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    expect(textsSince(textsBefore).at(-1)).toMatch(
      /^The Local Clinic: su cita del jue, 5 de mar, .+, está cancelada\./,
    );
  });
});
