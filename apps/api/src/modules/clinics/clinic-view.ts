import type { Clinic, LocatorClinic } from '@hs/contracts';
import { bannerView } from '#api/modules/brands';
import { dayHoursText, hoursOn, isOpenAt, localMoment, lunchHoursText, weekHours } from './clinic-hours.js';
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

interface ClinicFacts {
  row: ClinicRow;
  distance: number | null;
  nextAvailableAppointment: Date | null;
  now: Date;
}

/** §3 Clinic: hours and openness are read in the clinic's own time zone at the injected "now". */
export function toClinic({ row, distance, nextAvailableAppointment, now }: ClinicFacts): Clinic {
  const local = localMoment(now, row.timeZone);
  const today = hoursOn(row.operatingHours, local.weekday);
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
    hours: { today: dayHoursText(today), week: weekHours(row.operatingHours) },
    lunchHours: lunchHoursText(today),
    waitInfo: waitInfo(row.waitMinutes, isOpenAt(today, local.hhmm)),
    isSchedulerEnabled: row.isSchedulerEnabled,
    isTelehealthEnabled: row.isTelehealthEnabled,
    storeBanner: bannerView({ slug: row.brandSlug, name: row.brandName, logoVersion: row.brandLogoVersion }),
    acceptsWalkIns: row.acceptsWalkIns,
    rideSharePromo: row.rideSharePromo,
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
