import {
  appointmentPath,
  appointmentsPath,
  waitlistConfirmPath,
  waitlistDeclinePath,
  waitlistEntriesPath,
  waitlistOfferPath,
} from '@hs/contracts';
import type { WaitlistFigures } from '@hs/contracts/staff-waitlist';
import { addDays, daySlots, localDateOf, type WeeklyHours } from '@hs/domain';
import type { Database } from '../apps/api/src/db/client.js';
import { figuresDays, offerFigures } from '../apps/api/src/modules/waitlist/index.js';
import { bookingRequest, runTag } from '../apps/api/src/production/bookings.js';
import { insertTestProvider } from '../apps/api/src/test/providers.js';
import type { SmtpReceiver } from '../apps/api/src/test/smtp-receiver.js';
import { type Percentiles, percentiles } from './mixed-load.js';

const CLINIC_ID = 'BENCHWAIT1';
const TIME_ZONE = 'America/New_York';
const FLU = 101;
const DAY = { opens: '07:00', closes: '19:00', breaks: [] };
const HOURS: WeeklyHours = {
  monday: DAY,
  tuesday: DAY,
  wednesday: DAY,
  thursday: DAY,
  friday: DAY,
  saturday: DAY,
  sunday: DAY,
};

/**
 * A one-seat clinic far from every metro the public load searches, open 07:00-19:00 every day, written straight into
 * the database before the server starts; its day two days ahead is the one booked, waited for and freed.
 */
export async function seedWaitlistClinic(db: Database): Promise<{ clinicId: string; date: string }> {
  await insertTestProvider(db, {
    id: CLINIC_ID,
    name: 'Bench Waitlist Clinic',
    timeZone: TIME_ZONE,
    weeklyHours: HOURS,
    slotCapacity: 1,
    serviceIds: [FLU],
    store: { brandSlug: 'harvest-market', latitude: 64.8, longitude: -147.7, stateCode: 'AK' },
  });
  return { clinicId: CLINIC_ID, date: addDays(localDateOf(new Date(), TIME_ZONE), 2) };
}

/** The parts of our answers this bench reads. */
interface Answer {
  data?: {
    appointments?: Booked[];
    waitlistEntry?: { id: string };
    waitlistOffer?: { seat: { timestamp: string } };
  };
}

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Answer };
};

interface Booked {
  id: string;
  confirmCode: string;
  timestamp: string;
}

/**
 * Books `seats` flu visits on the clinic's day, and lines up as many confirmed "notify me" entries for it, whose
 * windows end that day or up to six days after it (so an accepted offer is 0 to 6 days sooner than asked for).
 */
export async function fillAndLineUp(
  baseUrl: string,
  smtp: SmtpReceiver,
  clinic: { clinicId: string; date: string },
  seats: number,
): Promise<Booked[]> {
  const run = runTag();
  const slots = daySlots({ weeklyHours: HOURS, timeZone: TIME_ZONE, slotMinutes: 15 }, clinic.date).slice(0, seats);
  const booked: Booked[] = [];
  for (const [n, slot] of slots.entries()) {
    const body = bookingRequest({ providerId: clinic.clinicId, timestamp: slot.value }, n + 1, run);
    const answer = await post(`${baseUrl}${appointmentsPath}`, body);
    const appointment = answer.json.data?.appointments?.[0];
    if (answer.status === 201 && appointment) booked.push(appointment);
  }
  for (let n = 0; n < seats; n++) {
    const email = `bench.waits.${n}.${run.toLowerCase()}@example.org`;
    const joined = await post(`${baseUrl}${waitlistEntriesPath}`, {
      kind: 'notify-me',
      businessName: 'tlc',
      serviceId: FLU,
      locationNumbers: [clinic.clinicId],
      startDate: clinic.date,
      endDate: addDays(clinic.date, n % 7),
      contact: { channel: 'email', email },
    });
    const id = joined.json.data?.waitlistEntry?.id;
    if (!id) throw new Error(`Joining the waitlist answered ${joined.status}`);
    const code = await codeFor(smtp, email);
    await post(`${baseUrl}${waitlistConfirmPath.replace(':id', id)}`, { code });
  }
  return booked;
}

async function codeFor(smtp: SmtpReceiver, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mail = smtp.inbox().find((message) => message.to === email && /is your code/.test(message.subject));
    const code = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seen = smtp
    .inbox()
    .map((mail) => `${mail.to}: ${mail.subject}`)
    .slice(-3);
  throw new Error(`No code e-mailed to ${email} (${smtp.inbox().length} e-mails: ${seen.join('; ')})`);
}

const offerMails = (smtp: SmtpReceiver) => smtp.inbox().filter((mail) => /opened up/.test(mail.subject));
const offerToken = (text: string) => /waitlist\/offer#([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];

export interface OfferLatency {
  cancelled: number;
  offered: number;
  latency: Percentiles;
}

/**
 * Cancels the booked visits `perSecond` a second (during whatever load runs beside), then waits for the offers: the
 * time from each cancellation's answer to its seat's offer e-mail arriving at the SMTP server, matched by the seat
 * the offer's link shows.
 */
export async function cancelAndTimeOffers(
  baseUrl: string,
  smtp: SmtpReceiver,
  arrivals: Map<string, number>,
  booked: readonly Booked[],
  perSecond: number,
): Promise<OfferLatency> {
  const cancelledAt = new Map<string, number>();
  for (const visit of booked) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${appointmentPath.replace(':id', visit.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'CANCELED', confirmCode: visit.confirmCode }),
    });
    if (response.status === 200) cancelledAt.set(new Date(visit.timestamp).toISOString(), Date.now());
    const wait = 1000 / perSecond - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const offers = () => offerMails(smtp);
  const deadline = Date.now() + 30_000;
  while (offers().length < cancelledAt.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const latencies: number[] = [];
  for (const mail of offers()) {
    const token = offerToken(mail.text);
    const view = token ? await post(`${baseUrl}${waitlistOfferPath}`, { token }) : undefined;
    const seat = view?.json.data?.waitlistOffer?.seat.timestamp;
    const cancelled = seat ? cancelledAt.get(seat) : undefined;
    const arrived = arrivals.get(mail.messageId);
    if (cancelled !== undefined && arrived !== undefined) latencies.push(arrived - cancelled);
  }
  return { cancelled: cancelledAt.size, offered: latencies.length, latency: percentiles(latencies) };
}

/**
 * Answers the offers e-mailed, once they are timed: of every four, the first is booked through its link with a
 * patient's details, the second declined for good, and the other two left held. Resolves to how many of each.
 */
export async function answerOffers(baseUrl: string, smtp: SmtpReceiver): Promise<{ booked: number; declined: number }> {
  const run = runTag();
  const answered = { booked: 0, declined: 0 };
  for (const [n, mail] of offerMails(smtp).entries()) {
    const token = offerToken(mail.text);
    if (!token || n % 4 > 1) continue;
    if (n % 4 === 0) {
      // The seat, its hold and its services are the offer's, whatever the form says.
      const body = bookingRequest({ providerId: CLINIC_ID, timestamp: new Date().toISOString() }, n + 1, run);
      const answer = await post(`${baseUrl}${appointmentsPath}`, { ...body, waitlistOffer: token });
      if (answer.status === 201) answered.booked += 1;
    } else {
      const answer = await post(`${baseUrl}${waitlistDeclinePath}`, { token, keepWaiting: false });
      if (answer.status === 200) answered.declined += 1;
    }
  }
  return answered;
}

/** The bench clinic's waitlist figures over the console's default days, from the console's own code. */
export async function waitlistClinicFigures(db: Database): Promise<WaitlistFigures> {
  const place = { providerId: CLINIC_ID, timeZone: TIME_ZONE };
  return offerFigures(db, place, figuresDays(new Date(), TIME_ZONE, {}));
}
