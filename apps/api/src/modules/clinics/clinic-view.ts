import type { Clinic, ClinicClosure, ClinicDayHours, LocatorClinic } from '@hs/contracts';
import { addDays, WEEKDAYS } from '@hs/domain';
import { bannerView } from '#api/modules/brands';
import { clinicDay, dayHoursText, localMoment, readWeek, timeRangeText, weekHours } from './clinic-hours.js';
import type { ClinicRow } from './clinics.repository.js';
import { waitInfo } from './wait-info.js';

/** §9: distances are data to 6 decimals; cards round them further themselves. */
function roundDistance(miles: number): number {
  return Math.round(miles * 1e6) / 1e6;
}

/** §3 locator view: '(xxx) xxx-xxxx' whatever punctuation the store record uses. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Blocked time takes slots away but leaves the clinic open: visitors see closures only. */
const shownClosures = (closures: ClinicRow['closures']) => closures.filter((closure) => !closure.internal);

interface ClinicFacts {
  row: ClinicRow;
  distance: number | null;
  nextAvailableAppointment: Date | null;
  now: Date;
}

/**
 * §3 Clinic: hours and openness are read in the clinic's own time zone at the injected "now", its closures
 * included (a holiday reads "Closed" and is not open now).
 */
export function toClinic({ row, distance, nextAvailableAppointment, now }: ClinicFacts): Clinic {
  const weeklyHours = readWeek(row.weeklyHours);
  const today = clinicDay(weeklyHours, shownClosures(row.closures), localMoment(now, row.timeZone));
  return {
    id: `${row.divisionNumber}${row.storeNumber}`,
    name: row.name,
    vanityName: row.vanityName,
    phone: row.phone,
    address: { lines: [row.addressLine1], city: row.city, state: row.stateCode, zip: row.postalCode },
    distance: distance === null ? null : roundDistance(distance),
    location: { lat: row.latitude, lng: row.longitude },
    timeZone: row.timeZone,
    nextAvailableAppointment: nextAvailableAppointment?.toISOString() ?? null,
    hours: { today: today.hoursText, week: weekHours(weeklyHours), todayTimes: today.times },
    lunchHours: today.lunchText,
    lunchTimes: today.lunch,
    waitInfo: waitInfo(row.waitMinutes, today.isOpen),
    isSchedulerEnabled: row.isSchedulerEnabled,
    isTelehealthEnabled: row.isTelehealthEnabled,
    storeBanner: bannerView({ slug: row.brandSlug, name: row.brandName, logoVersion: row.brandLogoVersion }),
    acceptsWalkIns: row.acceptsWalkIns,
    rideSharePromo: row.rideSharePromo,
  };
}

/** How far ahead the details page lists closures: the coming season, not next year's holidays. */
const CLOSURES_LISTED_DAYS = 90;

const capitalised = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/**
 * Our extension of the details answer: each weekday's hours and breaks, and the closures that have not ended
 * and start within the coming 90 days, on the clinic's own clock.
 */
export function clinicCalendar(
  row: Pick<ClinicRow, 'weeklyHours' | 'closures' | 'timeZone'>,
  now: Date,
): { weeklyHours: ClinicDayHours[]; closures: ClinicClosure[] } {
  const week = readWeek(row.weeklyHours);
  const local = localMoment(now, row.timeZone);
  const from = `${local.date}T${local.hhmm}`;
  const until = `${addDays(local.date, CLOSURES_LISTED_DAYS)}T00:00`;
  return {
    weeklyHours: week
      ? WEEKDAYS.map((day) => ({
          day: capitalised(day),
          hours: dayHoursText(week[day]),
          breaks: (week[day]?.breaks ?? []).map((b) => timeRangeText(b.start, b.end)),
          weekday: day,
          times: week[day] ? { from: week[day].opens, to: week[day].closes } : ('closed' as const),
          breakTimes: (week[day]?.breaks ?? []).map((b) => ({ from: b.start, to: b.end })),
        }))
      : [],
    closures: shownClosures(row.closures)
      .filter((closure) => closure.endsLocal > from && closure.startsLocal < until)
      .map(({ startsLocal, endsLocal, reason }) => ({ startsLocal, endsLocal, reason })),
  };
}

/** §3 Clinic (locator view), built from the same clinic so both APIs always agree. */
export function toLocatorClinic(clinic: Clinic): LocatorClinic {
  const divisionNumber = clinic.id.slice(0, 3);
  const storeNumber = clinic.id.slice(3);
  return {
    divisionNumber,
    storeNumber,
    vanityName: clinic.vanityName,
    address: {
      addressLine1: clinic.address.lines[0] ?? '',
      city: clinic.address.city,
      stateCode: clinic.address.state,
      zip: clinic.address.zip,
    },
    phoneNumber: formatPhone(clinic.phone),
    latitude: clinic.location.lat,
    longitude: clinic.location.lng,
    latLong: `${clinic.location.lat},${clinic.location.lng}`,
    distance: clinic.distance,
    weekHours: clinic.hours.week.map(({ day, hours }) => `${day}: ${hours}`),
    todaysHours: clinic.hours.today,
    todaysLunchHours: clinic.lunchHours,
    banner: clinic.storeBanner,
  };
}
