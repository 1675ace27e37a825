import type { Clinic } from '@hs/contracts';
import { paths } from '@/config/paths';
import { shortAppointmentTime } from '@/lib/appointments/appointment-time';
import { clinicNumbersOf } from '@/lib/clinics/use-clinic-details';
import { formatDuration } from '@/lib/dates/duration-format';
import { translate } from '@/lib/i18n/i18n';

/** §9: a missing wait time arrives as this many minutes; it means "unknown", never a real wait. */
export const UNKNOWN_WAIT_MINUTES = 99_999;

export function clinicDetailsHref(clinic: Pick<Clinic, 'id'>): string {
  const { divisionNumber, storeNumber } = clinicNumbersOf(clinic.id);
  return paths.clinicDetails(divisionNumber, storeNumber);
}

/**
 * Book here: the search form fixed to this clinic, so the visitor chooses only the service and the date and
 * the results show this clinic's times; its ZIP code is the location should the visitor search nearby instead.
 */
export const bookAtClinicHref = (clinic: Pick<Clinic, 'id' | 'address'>): string =>
  paths.main({ clinic: clinic.id, location: clinic.address.zip });

/**
 * The wait the clinic reports ('No Wait', '1 hr 5 min'), written from its minutes in the language shown; null when
 * it is unknown or the clinic is shut.
 */
export function waitText({ waitInfo }: Pick<Clinic, 'waitInfo'>): string | null {
  const minutes = waitInfo.waitMinutes;
  if (!waitInfo.clinicAvailable || minutes < 0 || minutes >= UNKNOWN_WAIT_MINUTES) return null;
  return minutes === 0 ? translate('locator.facts.noWait') : formatDuration(minutes);
}

/** 'Tue, Nov 24 at 9:00 AM ET', on the clinic's own clock (§9). */
export function nextAvailableText(clinic: Pick<Clinic, 'nextAvailableAppointment' | 'timeZone'>): string | null {
  const at = clinic.nextAvailableAppointment;
  if (!at) return null;
  return shortAppointmentTime(at, clinic.timeZone);
}

export const addressLines = ({ address }: Pick<Clinic, 'address'>): string[] => [
  ...address.lines,
  `${address.city}, ${address.state} ${address.zip}`,
];
