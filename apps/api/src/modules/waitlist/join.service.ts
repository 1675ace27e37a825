import { randomInt } from 'node:crypto';
import type { ManagedAppointment, WaitlistContact, WaitlistEntry, WaitlistJoinRequest } from '@hs/contracts';
import {
  addDays,
  DEFAULT_LANGUAGE,
  type Language,
  localDateOf,
  localInstant,
  minDate,
  WAITLIST_LIMITS,
} from '@hs/domain';
import { DomainError } from '#api/domain-error.js';
import { lookUpAppointment } from '#api/modules/appointments';
import { insertMessages, waitlistCodeMessage } from '#api/modules/notifications';
import { type AttemptCounter, beginAttempt, clientScopeOf, randomToken, type Secrets } from '#api/modules/security';
import {
  choosableProviders,
  findBookableServices,
  providerProblem,
  resolveServices,
  type SchedulingContext,
} from '#api/modules/slot-inventory';
import { type EntryInsert, insertEntry, lockContactAndCount } from './entries.repository.js';
import { entryView } from './entry-view.js';
import { birthDateToKeep, sealBirthDate } from './patient-age.js';
import { sealContact } from './sealed-contact.js';
import { notForWaitlist, tooManyEntries } from './waitlist.errors.js';
import { linkHashOf, newLinkSecret } from './waitlist-tokens.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The services, place and window an entry waits for. */
interface EntryPlace {
  businessName: string;
  serviceIds: number[];
  providerIds: string[];
  licensureState: string | null;
  /** The zone "today" and the window's end are read in. */
  timeZone: string;
  windowFrom: string;
  windowTo: string;
  appointmentId: string | null;
  /** The date of birth to keep, sealed, for the minimum age (decision 065); null for almost everyone. */
  dateOfBirth: string | null;
}

export interface JoinRequest {
  body: WaitlistJoinRequest;
  clientIp: string;
}

/** A contact as it is compared: e-mail addresses in lower case, numbers as digits. */
function contactOf(contact: WaitlistContact): { channel: 'email' | 'sms'; to: string } {
  return contact.channel === 'email'
    ? { channel: 'email', to: contact.email.trim().toLowerCase() }
    : { channel: 'sms', to: contact.phone.replace(/\D/g, '') };
}

/** The number a text goes to, in E.164 as the provider takes it. */
const addressOf = (contact: { channel: 'email' | 'sms'; to: string }) =>
  contact.channel === 'sms' ? `+1${contact.to.slice(-10)}` : contact.to;

/** The one-time code: six digits from the CSPRNG. */
const newCode = () => String(randomInt(0, 10 ** WAITLIST_LIMITS.codeDigits)).padStart(WAITLIST_LIMITS.codeDigits, '0');

export const codeHashOf = (secrets: Secrets, entryId: string, code: string) =>
  secrets.keyedHash('waitlist-code', `${entryId}:${code}`);

/**
 * Joins the waitlist (decision 060): checks the service and places (or proves the appointment, as find my
 * appointment does), then in one transaction counts the contact's active entries, adds the entry as pending and
 * queues its one-time code. Joins are limited per client, whether they are ever confirmed or not.
 */
export async function joinWaitlist(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: JoinRequest,
): Promise<WaitlistEntry> {
  const now = ctx.clock.now();
  await beginAttempt({ counter, secrets, limit: ctx.config.WAITLIST_JOIN_LIMIT, windowMs: HOUR }, [
    `waitlist-join:${clientScopeOf(request.clientIp)}`,
  ]);
  const { body } = request;
  const place =
    body.kind === 'notify-me'
      ? await notifyMePlace(ctx, body, now)
      : earlierPlace(await lookUpAppointment(ctx, secrets, counter, { ...body, clientIp: request.clientIp }), now);

  const contact = contactOf(body.contact);
  const language: Language = body.language ?? DEFAULT_LANGUAGE;
  const id = randomToken();
  const code = newCode();
  const leaveToken = newLinkSecret();
  const windowEnd = new Date(localInstant(`${addDays(place.windowTo, 1)}T00:00`, place.timeZone));
  const row: EntryInsert = {
    id,
    kind: body.kind,
    status: 'pending',
    businessName: place.businessName,
    serviceIds: place.serviceIds,
    providerIds: place.providerIds,
    licensureState: place.licensureState,
    windowFrom: place.windowFrom,
    windowTo: place.windowTo,
    appointmentId: place.appointmentId,
    channel: contact.channel,
    contactSealed: sealContact(secrets, id, { to: addressOf(contact), leaveToken }),
    // Sealed at once with the contact, under the same key, so the contact's key need covers it.
    dateOfBirthSealed: place.dateOfBirth ? sealBirthDate(secrets, id, place.dateOfBirth) : null,
    contactHash: secrets.keyedHash('waitlist-contact', contact.to),
    hashKeyId: secrets.currentKeyId,
    language,
    codeHash: codeHashOf(secrets, id, code),
    codeExpiresAt: new Date(now.getTime() + WAITLIST_LIMITS.codeMinutes * 60_000),
    leaveTokenHash: linkHashOf(leaveToken),
    createdAt: now,
    lapsesAt: new Date(Math.min(windowEnd.getTime(), now.getTime() + WAITLIST_LIMITS.lapseDays * DAY)),
  };
  // The contact's hash under every listed key, so entries made before a key rotation still count.
  const contactHashes = secrets.keyedHashes('waitlist-contact', contact.to).map(({ hash }) => hash);
  await ctx.db.transaction(async (tx) => {
    if ((await lockContactAndCount(tx, contactHashes)) >= WAITLIST_LIMITS.maxActivePerContact) throw tooManyEntries();
    await insertEntry(tx, row);
    await insertMessages(tx, [
      waitlistCodeMessage(
        secrets,
        { entryId: id, channel: contact.channel, to: addressOf(contact), leaveToken },
        code,
        now,
      ),
    ]);
  });
  return entryView({
    ...row,
    codeAttempts: 0,
    unansweredOffers: 0,
    confirmedAt: null,
    endedAt: null,
  } as Parameters<typeof entryView>[0]);
}

/** A "notify me" entry's service, clinics (or state) and window, checked as a hold would check them. */
async function notifyMePlace(
  ctx: SchedulingContext,
  body: Extract<WaitlistJoinRequest, { kind: 'notify-me' }>,
  now: Date,
): Promise<EntryPlace> {
  const { rows, overrides } = await findBookableServices(ctx.db, [body.serviceId]);
  const resolved = resolveServices(rows, [body.serviceId], body.businessName, 'serviceId', overrides);
  const providers = [];
  if (body.locationNumbers) {
    for (const [index, locationNumber] of body.locationNumbers.entries()) {
      const field = `locationNumbers.${index}`;
      const [provider] = await choosableProviders(ctx.db, { serviceIds: [body.serviceId], locationNumber, now }).catch(
        (error: unknown) => {
          if (error instanceof DomainError) throw notForWaitlist(error.message, field);
          throw error;
        },
      );
      const problem = provider ? providerProblem(provider, resolved, body.businessName) : 'There is no such location.';
      if (problem || !provider) throw notForWaitlist(problem ?? 'There is no such location.', field);
      providers.push(provider);
    }
  } else {
    providers.push(
      ...(await choosableProviders(ctx.db, {
        serviceIds: [body.serviceId],
        licensureState: body.licensureState,
        now,
      })),
    );
  }
  const timeZone = providers[0]?.timeZone ?? 'America/New_York';
  const today = localDateOf(now, timeZone);
  if (body.startDate < today) throw notForWaitlist('The first day cannot be in the past.', 'startDate');
  const lastDay = addDays(today, (resolved.services[0]?.maxDaysAhead ?? WAITLIST_LIMITS.maxWindowDays) - 1);
  if (body.startDate > lastDay) {
    throw notForWaitlist(`This service can be booked up to ${lastDay}.`, 'startDate');
  }
  const windowTo = minDate(body.endDate, lastDay);
  // The state whose minimum age applies: the clinic's, or for virtual care the licensure state, as booking has it.
  const careStates = body.locationNumbers
    ? providers.map((provider) => provider.stateCode)
    : [body.licensureState ?? null];
  return {
    businessName: body.businessName,
    serviceIds: [body.serviceId],
    providerIds: body.locationNumbers ? providers.map((provider) => provider.id) : [],
    licensureState: body.locationNumbers ? null : (body.licensureState ?? null),
    timeZone,
    windowFrom: body.startDate,
    windowTo,
    appointmentId: null,
    dateOfBirth: body.dateOfBirth ? birthDateToKeep(body.dateOfBirth, { today, lastDay: windowTo }, careStates) : null,
  };
}

/**
 * An "earlier" entry waits at its appointment's own place, from today up to the appointment's day (at most 14
 * days). A series with a follow-up moves together, which one offered seat cannot do, so it is not taken.
 */
function earlierPlace(appointment: ManagedAppointment, now: Date): EntryPlace {
  if (appointment.status !== 'BOOKED') {
    throw new DomainError('conflict', 'ALREADY_CANCELED', 'This appointment has already been canceled.');
  }
  if (appointment.isFollowup || appointment.followupAppointment) {
    throw notForWaitlist(
      'An appointment with a follow-up moves together with it: please call the clinic to find an earlier time.',
      'confirmCode',
    );
  }
  const today = localDateOf(now, appointment.timezone);
  const day = localDateOf(new Date(appointment.timestamp), appointment.timezone);
  if (day <= today)
    throw notForWaitlist('This appointment is today: there is no earlier day to wait for.', 'confirmCode');
  return {
    businessName: appointment.businessName,
    serviceIds: appointment.services.map((service) => service.id),
    providerIds: [appointment.provider.providerId],
    licensureState: null,
    timeZone: appointment.timezone,
    windowFrom: today,
    windowTo: minDate(day, addDays(today, WAITLIST_LIMITS.maxWindowDays - 1)),
    appointmentId: appointment.id,
    // The booked patient's own record has it; the offer reads it there.
    dateOfBirth: null,
  };
}
