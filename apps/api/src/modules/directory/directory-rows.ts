import type {
  DirectoryBenefitCode,
  DirectoryBrand,
  DirectoryClinic,
  DirectoryProvider,
  DirectoryService,
} from '@hs/directory';
import { type Closure, WEEKDAYS, type WeeklyHours } from '@hs/domain';
import type * as schema from '#api/db/schema.js';
import type { RideSharePromo } from '#api/db/schema.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type BrandRow = Insert<typeof schema.brands>;
export type ServiceRow = Insert<typeof schema.services>;
export type ProviderRow = Insert<typeof schema.providers>;
export type ClinicRow = Insert<typeof schema.clinics>;
export type ClosureRow = Insert<typeof schema.closures>;
export type BenefitCodeRow = Insert<typeof schema.benefitCodes>;

/** The rows of one directory entry, and the database's rows read back as the entry: one mapping, both ways. */

/** jsonb keeps an object's keys in an order of its own; the directory writes them in the format's. */
function hoursOf(stored: WeeklyHours): WeeklyHours {
  const day = (hours: WeeklyHours[keyof WeeklyHours]) =>
    hours && {
      opens: hours.opens,
      closes: hours.closes,
      breaks: hours.breaks.map((pause) => ({ start: pause.start, end: pause.end })),
    };
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(stored[weekday])])) as WeeklyHours;
}

const promoOf = (promo: RideSharePromo | null): RideSharePromo | null =>
  promo && { code: promo.code, url: promo.url, discountText: promo.discountText };

export const brandRow = (brand: DirectoryBrand): BrandRow => ({ ...brand, retiredAt: null });

export const serviceRow = ({ leadTimeDays, ...service }: DirectoryService): ServiceRow => ({
  ...service,
  leadTime: leadTimeDays,
  retiredAt: null,
});

export function serviceOfRow(row: typeof schema.services.$inferSelect): DirectoryService {
  return {
    id: row.id,
    name: row.name,
    groupName: row.groupName,
    groupOrder: row.groupOrder,
    order: row.order,
    businessNames: row.businessNames,
    maxDaysAhead: row.maxDaysAhead,
    followupServiceId: row.followupServiceId,
    followupAfterDays: row.followupAfterDays,
    isVaccine: row.isVaccine,
    isCovidVaccine: row.isCovidVaccine,
    isAvailable: row.isAvailable,
    leadTimeDays: row.leadTime,
    dose: row.dose,
    slotMinutes: row.slotMinutes,
  };
}

export function clinicRows(clinic: DirectoryClinic): { provider: ProviderRow; clinic: ClinicRow } {
  return {
    provider: {
      id: clinic.id,
      kind: 'clinic',
      businessName: clinic.businessName,
      name: clinic.name,
      qualification: null,
      image: null,
      description: null,
      timeZone: clinic.timeZone,
      weeklyHours: clinic.hours,
      slotCapacity: clinic.seatsPerSlot,
      retiredAt: null,
    },
    clinic: {
      providerId: clinic.id,
      divisionNumber: clinic.divisionNumber,
      storeNumber: clinic.storeNumber,
      brandSlug: clinic.brand,
      vanityName: clinic.name,
      legalName: clinic.legalName,
      addressLine1: clinic.address.line1,
      city: clinic.address.city,
      stateCode: clinic.address.state,
      postalCode: clinic.address.postalCode,
      county: clinic.address.county,
      latitude: clinic.latitude,
      longitude: clinic.longitude,
      phone: clinic.phone,
      acceptsWalkIns: clinic.acceptsWalkIns,
      waitMinutes: clinic.waitMinutes,
      isSchedulerEnabled: clinic.schedulerEnabled,
      isTelehealthEnabled: clinic.telehealthEnabled,
      rideSharePromo: clinic.rideSharePromo,
    },
  };
}

export function clinicOfRows(
  provider: typeof schema.providers.$inferSelect,
  clinic: typeof schema.clinics.$inferSelect,
  services: number[],
): DirectoryClinic {
  return {
    id: provider.id,
    divisionNumber: clinic.divisionNumber,
    storeNumber: clinic.storeNumber,
    businessName: provider.businessName,
    brand: clinic.brandSlug,
    name: clinic.vanityName,
    legalName: clinic.legalName,
    address: {
      line1: clinic.addressLine1,
      city: clinic.city,
      state: clinic.stateCode,
      postalCode: clinic.postalCode,
      county: clinic.county,
    },
    latitude: clinic.latitude,
    longitude: clinic.longitude,
    timeZone: provider.timeZone,
    phone: clinic.phone,
    acceptsWalkIns: clinic.acceptsWalkIns,
    waitMinutes: clinic.waitMinutes,
    schedulerEnabled: clinic.isSchedulerEnabled,
    telehealthEnabled: clinic.isTelehealthEnabled,
    seatsPerSlot: provider.slotCapacity,
    rideSharePromo: promoOf(clinic.rideSharePromo),
    services,
    hours: hoursOf(provider.weeklyHours),
  };
}

export const providerRow = (provider: DirectoryProvider): ProviderRow => ({
  id: provider.id,
  kind: provider.kind,
  businessName: provider.businessName,
  name: provider.name,
  qualification: provider.qualification,
  image: provider.image,
  description: provider.description,
  timeZone: provider.timeZone,
  weeklyHours: provider.hours,
  slotCapacity: provider.seatsPerSlot,
  retiredAt: null,
});

export function providerOfRow(
  row: typeof schema.providers.$inferSelect,
  licensedStates: string[],
  services: number[],
): DirectoryProvider {
  return {
    id: row.id,
    kind: row.kind as DirectoryProvider['kind'],
    businessName: row.businessName,
    name: row.name,
    qualification: row.qualification,
    image: row.image,
    description: row.description,
    timeZone: row.timeZone,
    seatsPerSlot: row.slotCapacity,
    licensedStates,
    services,
    hours: hoursOf(row.weeklyHours),
  };
}

export const closureRow = (closure: Closure): ClosureRow => ({ ...closure });

/** PostgreSQL gives a timestamp as "2026-11-26 00:00:00"; the directory keeps "2026-11-26T00:00". */
const localMinute = (value: string) => value.replace(' ', 'T').slice(0, 16);

export function closureOfRow(row: typeof schema.closures.$inferSelect): Closure {
  return {
    id: row.id,
    providerId: row.providerId,
    startsLocal: localMinute(row.startsLocal),
    endsLocal: localMinute(row.endsLocal),
    reason: row.reason,
  };
}

export const benefitCodeRow = ({ clinics: _clinics, ...code }: DirectoryBenefitCode): BenefitCodeRow => ({
  ...code,
  validFrom: new Date(code.validFrom),
  validUntil: new Date(code.validUntil),
});

export function benefitCodeOfRow(
  row: typeof schema.benefitCodes.$inferSelect,
  clinics: string[],
): DirectoryBenefitCode {
  return {
    code: row.code,
    description: row.description,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    clinics,
  };
}
