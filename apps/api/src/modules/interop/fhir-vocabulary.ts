/**
 * The FHIR R4 words the open availability feed and the FHIR API speak: extension and code-system URLs, and how
 * our services and slot states map onto R4's codes. One place, so the feed and the FHIR resources agree.
 */

const SMART_REGISTRY = 'http://fhir-registry.smarthealthit.org';

/** Extensions of the SMART Scheduling Links specification. */
export const SMART_EXTENSIONS = {
  bookingDeepLink: `${SMART_REGISTRY}/StructureDefinition/booking-deep-link`,
  bookingPhone: `${SMART_REGISTRY}/StructureDefinition/booking-phone`,
  slotCapacity: `${SMART_REGISTRY}/StructureDefinition/slot-capacity`,
  vaccineProduct: `${SMART_REGISTRY}/StructureDefinition/vaccine-product`,
  vaccineDose: `${SMART_REGISTRY}/StructureDefinition/vaccine-dose`,
} as const;

/** The IANA time zone of a Location (FHIR's core extension, valueCode). */
export const TIME_ZONE_EXTENSION = 'http://hl7.org/fhir/StructureDefinition/timezone';

export const CODE_SYSTEMS = {
  /** HL7's service types (R4 example binding of Schedule.serviceType). */
  hl7ServiceType: 'http://terminology.hl7.org/CodeSystem/service-type',
  /** The SMART registry's service types: COVID-19 immunization. */
  smartServiceType: `${SMART_REGISTRY}/CodeSystem/service-type`,
  cvx: 'http://hl7.org/fhir/sid/cvx',
} as const;

/** The HL7 service type a service of ours is offered as. */
export interface Hl7ServiceType {
  code: string;
  display: string;
}

const IMMUNIZATION: Hl7ServiceType = { code: '57', display: 'Immunization' };
const GENERAL_PRACTICE: Hl7ServiceType = { code: '124', display: 'General Practice' };
const OCCUPATIONAL_MEDICINE: Hl7ServiceType = { code: '178', display: 'Occupational Medicine' };
const DIETETICS: Hl7ServiceType = { code: '53', display: 'Dietetics' };

/** Categories whose services are not general practice; every other category is. */
const TYPE_BY_CATEGORY: Readonly<Record<string, Hl7ServiceType>> = {
  'DOT Physicals': OCCUPATIONAL_MEDICINE,
  Telenutrition: DIETETICS,
};

/** A vaccine is an immunization; otherwise its category decides, general practice unless listed. */
export function hl7ServiceTypeOf(service: { category: string; isVaccine: boolean }): Hl7ServiceType {
  if (service.isVaccine) return IMMUNIZATION;
  return TYPE_BY_CATEGORY[service.category] ?? GENERAL_PRACTICE;
}

export const COVID_IMMUNIZATION = { code: 'covid19-immunization', display: 'COVID-19 Immunization Appointment' };

/**
 * What our slot inventory knows about one slot time of a visit at `now`: how many of the provider's seats are
 * taken by bookings and unexpired holds. The SMART feed's two statuses follow from it (slotStatusesOf).
 */
export interface SlotSeats {
  capacity: number;
  taken: number;
}

/**
 * A part of a slot time published as one Slot: its R4 status and how many seats it stands for. The feed speaks
 * only of free and busy; the FHIR API tells held seats apart (busy-tentative).
 */
export interface SlotPart {
  status: 'free' | 'busy' | 'busy-tentative';
  seats: number;
}

/** A slot time with no seat taken, the common case, as one shared answer per capacity. */
const allFree = new Map<number, readonly SlotPart[]>();

/**
 * The Slots one slot time is published as: its free seats as one `free` Slot and its taken seats (booked or
 * held: SMART has no tentative status) as one `busy` Slot; a slot time with both gives both, free first.
 * Every combination of seats maps to at least one part, and the parts' seats add up to the capacity.
 */
export function slotPartsOf({ capacity, taken }: SlotSeats): readonly SlotPart[] {
  const busy = Math.min(Math.max(taken, 0), capacity);
  if (busy === 0) {
    let parts = allFree.get(capacity);
    if (!parts) {
      parts = Object.freeze([Object.freeze({ status: 'free' as const, seats: capacity })]);
      allFree.set(capacity, parts);
    }
    return parts;
  }
  const parts: SlotPart[] = [];
  if (capacity - busy > 0) parts.push({ status: 'free', seats: capacity - busy });
  parts.push({ status: 'busy', seats: busy });
  return parts;
}
