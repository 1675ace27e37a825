import { webRoutes } from '@hs/contracts';
import { type LocalDate, WEEKDAYS, type WeeklyHours } from '@hs/domain';
import type { Location, LocationHoursOfOperation, Schedule, Slot } from '@medplum/fhirtypes';
import type { ProviderRow } from '#api/modules/availability';
import {
  CODE_SYSTEMS,
  COVID_IMMUNIZATION,
  hl7ServiceTypeOf,
  type SlotPart,
  SMART_EXTENSIONS,
  TIME_ZONE_EXTENSION,
} from './fhir-vocabulary.js';

/**
 * Our clinics, services and slots as FHIR R4 resources: the one mapping the SMART Scheduling Links feed writes
 * and the FHIR API reads. Ids are ours and stable: a Location is a clinic (its id), a Schedule a service at a
 * clinic (`<clinic>-<service>`), a Slot a start time of it (`<schedule>-<UTC yyyymmddhhmm>`, with `-busy` for the
 * taken seats of a start that also has free ones).
 */

/** A clinic as the feed reads it: a provider with its store. */
export type ClinicProvider = ProviderRow & { clinic: NonNullable<ProviderRow['clinic']> };

/** A catalog entry as a Schedule shows it. */
export interface ScheduleService {
  id: number;
  name: string;
  /** The category (groupName trimmed). */
  category: string;
  isVaccine: boolean;
  isCovidVaccine: boolean;
  dose: number | null;
  /** The vaccine given, by CVX code, when the catalog names it. */
  vaccineProduct: { cvx: string; display: string } | null;
}

/** Where our pages are: links in resources start with it (PUBLIC_URL). */
export interface PublicSite {
  publicUrl: string;
}

const FHIR_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const seconds = (time: string) => `${time}:00`;

/** One open stretch of a weekday: the hours between opening, breaks and closing. */
export interface OpenStretch {
  day: (typeof FHIR_DAYS)[number];
  /** "HH:mm:ss", as R4's time type writes it. */
  opens: string;
  closes: string;
}

/** The weekly hours as open stretches: one per stretch of each weekday between its breaks, breaks left out. */
export function openStretches(weeklyHours: WeeklyHours): OpenStretch[] {
  return WEEKDAYS.flatMap((weekday, index) => {
    const hours = weeklyHours[weekday];
    if (!hours) return [];
    const breaks = [...hours.breaks].sort((a, b) => a.start.localeCompare(b.start));
    const stretches: [string, string][] = [];
    let from = hours.opens;
    for (const pause of breaks) {
      if (pause.start > from) stretches.push([from, pause.start]);
      if (pause.end > from) from = pause.end;
    }
    if (hours.closes > from) stretches.push([from, hours.closes]);
    return stretches.map(([opens, closes]) => ({
      day: FHIR_DAYS[index]!,
      opens: seconds(opens),
      closes: seconds(closes),
    }));
  });
}

/** The weekly hours as R4 hours of operation. */
function hoursOfOperation(weeklyHours: WeeklyHours): LocationHoursOfOperation[] {
  return openStretches(weeklyHours).map(({ day, opens, closes }) => ({
    daysOfWeek: [day],
    openingTime: opens,
    closingTime: closes,
  }));
}

/** The clinic's division and store numbers, which make up its id (3 and 5 digits). */
export const storeOf = (clinicId: string) => ({ divisionNumber: clinicId.slice(0, 3), storeNumber: clinicId.slice(3) });

export function clinicPageUrl(site: PublicSite, clinicId: string): string {
  const { divisionNumber, storeNumber } = storeOf(clinicId);
  return `${site.publicUrl}${webRoutes.clinicDetails.replace(':divisionNumber', divisionNumber).replace(':storeNumber', storeNumber)}`;
}

/** The identifier system of store numbers: our clinic locator page, as SMART Scheduling Links suggests. */
export const storeNumberSystem = (site: PublicSite) => `${site.publicUrl}${webRoutes.clinicLocations}`;

export function locationResource(site: PublicSite, row: ClinicProvider): Location {
  const { clinic } = row;
  return {
    resourceType: 'Location',
    id: row.id,
    extension: [{ url: TIME_ZONE_EXTENSION, valueCode: row.timeZone }],
    identifier: [{ system: storeNumberSystem(site), value: row.id }],
    status: 'active',
    name: clinic.vanityName,
    description: `${clinic.legalName} inside ${clinic.brand.name}`,
    telecom: [
      { system: 'phone', value: clinic.phone },
      { system: 'url', value: clinicPageUrl(site, row.id) },
    ],
    address: {
      line: [clinic.addressLine1],
      city: clinic.city,
      district: clinic.county,
      state: clinic.stateCode,
      postalCode: clinic.postalCode,
    },
    position: { longitude: clinic.longitude, latitude: clinic.latitude },
    hoursOfOperation: hoursOfOperation(row.weeklyHours),
  };
}

/** Where a service's codings come from: our catalog, named on our site. */
export const serviceSystem = (site: PublicSite) => `${site.publicUrl}/fhir/CodeSystem/service`;

export const scheduleId = (clinicId: string, serviceId: number) => `${clinicId}-${serviceId}`;

export function scheduleResource(site: PublicSite, clinicId: string, service: ScheduleService): Schedule {
  const hl7 = hl7ServiceTypeOf(service);
  const extension: Schedule['extension'] = [];
  if (service.vaccineProduct) {
    extension.push({
      url: SMART_EXTENSIONS.vaccineProduct,
      valueCoding: {
        system: CODE_SYSTEMS.cvx,
        code: service.vaccineProduct.cvx,
        display: service.vaccineProduct.display,
      },
    });
  }
  if (service.isVaccine && service.dose !== null) {
    extension.push({ url: SMART_EXTENSIONS.vaccineDose, valueInteger: service.dose });
  }
  return {
    resourceType: 'Schedule',
    id: scheduleId(clinicId, service.id),
    ...(extension.length > 0 ? { extension } : {}),
    active: true,
    serviceCategory: [{ text: service.category }],
    serviceType: [
      {
        coding: [
          { system: CODE_SYSTEMS.hl7ServiceType, ...hl7 },
          ...(service.isCovidVaccine ? [{ system: CODE_SYSTEMS.smartServiceType, ...COVID_IMMUNIZATION }] : []),
          { system: serviceSystem(site), code: String(service.id), display: service.name },
        ],
        text: service.name,
      },
    ],
    actor: [{ reference: `Location/${clinicId}` }],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A start instant as the UTC minute a Slot id names: `202611301515`. */
export function slotStamp(startMs: number): string {
  const d = new Date(startMs);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

/**
 * A start is one Slot, or one per status when its seats are split (free, held, booked): the first part has the
 * start's own id, each further part that id with its status (`-busy`, `-busy-tentative`).
 */
export const slotId = (schedule: string, startMs: number, part: SlotPart, index: number) =>
  `${schedule}-${slotStamp(startMs)}${index > 0 ? `-${part.status}` : ''}`;

/** What the results page needs to open on one clinic's slot for one service (decision 051, and `slot`). */
export interface BookingLinkTarget {
  category: string;
  postalCode: string;
  date: LocalDate;
  serviceId: number;
  clinicId: string;
  /** The slot's start as the results give it, e.g. 2026-11-30T10:15:00-05:00. */
  slotValue: string;
}

/** The results page's address fixed to the clinic and service, opened on the slot's day with the slot chosen. */
export function bookingLink(site: PublicSite, target: BookingLinkTarget): string {
  return `${bookingLinkPrefix(site, target)}${target.date}&serviceIds=${target.serviceId}&clinic=${target.clinicId}&slot=${encodeURIComponent(target.slotValue)}`;
}

/** Everything of a booking link before its date: the same for every slot of a schedule. */
export function bookingLinkPrefix(site: PublicSite, target: Pick<BookingLinkTarget, 'category' | 'postalCode'>) {
  return `${site.publicUrl}${webRoutes.results}?type=${encodeURIComponent(target.category)}&location=${encodeURIComponent(target.postalCode)}&date=`;
}

export interface SlotInput {
  schedule: string;
  startMs: number;
  start: string;
  end: string;
  part: SlotPart;
  /** Which part of the start's parts this is (0 for the first). */
  index: number;
  /** Whether the clinic has several seats per slot: then every Slot says how many seats it stands for. */
  severalSeats: boolean;
  bookingLink: string;
  bookingPhone: string;
}

/** A Slot: a free one carries the deep link and the phone number that book it; with several seats, how many. */
export function slotResource(input: SlotInput): Slot {
  const extension: NonNullable<Slot['extension']> = [];
  if (input.part.status === 'free') {
    extension.push({ url: SMART_EXTENSIONS.bookingDeepLink, valueUrl: input.bookingLink });
    extension.push({ url: SMART_EXTENSIONS.bookingPhone, valueString: input.bookingPhone });
  }
  if (input.severalSeats) extension.push({ url: SMART_EXTENSIONS.slotCapacity, valueInteger: input.part.seats });
  return {
    resourceType: 'Slot',
    id: slotId(input.schedule, input.startMs, input.part, input.index),
    ...(extension.length > 0 ? { extension } : {}),
    schedule: { reference: `Schedule/${input.schedule}` },
    status: input.part.status,
    start: input.start,
    end: input.end,
  };
}
