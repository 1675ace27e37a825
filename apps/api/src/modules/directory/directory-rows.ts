import {
  DIRECTORY_VERSION,
  type Directory,
  type DirectoryBenefitCode,
  type DirectoryBrand,
  type DirectoryClinic,
  type DirectoryProvider,
  type DirectoryService,
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

/** Rows as stored, or as an insert gives them (columns with defaults may be absent). */
export function serviceOfRow(row: ServiceRow): DirectoryService {
  return {
    id: row.id,
    name: row.name,
    groupName: row.groupName,
    groupOrder: row.groupOrder,
    order: row.order,
    businessNames: row.businessNames,
    maxDaysAhead: row.maxDaysAhead ?? null,
    followupServiceId: row.followupServiceId ?? null,
    followupAfterDays: row.followupAfterDays ?? null,
    isVaccine: row.isVaccine ?? false,
    isCovidVaccine: row.isCovidVaccine ?? false,
    isAvailable: row.isAvailable ?? true,
    leadTimeDays: row.leadTime ?? 0,
    dose: row.dose ?? null,
    slotMinutes: row.slotMinutes ?? 15,
    vaccineProduct: row.vaccineProduct ?? null,
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

export function clinicOfRows(provider: ProviderRow, clinic: ClinicRow, services: number[]): DirectoryClinic {
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
    waitMinutes: clinic.waitMinutes ?? null,
    schedulerEnabled: clinic.isSchedulerEnabled,
    telehealthEnabled: clinic.isTelehealthEnabled,
    seatsPerSlot: provider.slotCapacity ?? 1,
    rideSharePromo: promoOf(clinic.rideSharePromo ?? null),
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

export function providerOfRow(row: ProviderRow, licensedStates: string[], services: number[]): DirectoryProvider {
  return {
    id: row.id,
    kind: row.kind as DirectoryProvider['kind'],
    businessName: row.businessName,
    name: row.name,
    qualification: row.qualification ?? null,
    image: row.image ?? null,
    description: row.description ?? null,
    timeZone: row.timeZone,
    seatsPerSlot: row.slotCapacity ?? 1,
    licensedStates,
    services,
    hours: hoursOf(row.weeklyHours),
  };
}

export const closureRow = (closure: Closure): ClosureRow => ({ ...closure });

/** PostgreSQL gives a timestamp as "2026-11-26 00:00:00"; the directory keeps "2026-11-26T00:00". */
const localMinute = (value: string) => value.replace(' ', 'T').slice(0, 16);

export function closureOfRow(row: ClosureRow): Closure {
  return {
    id: row.id,
    providerId: row.providerId ?? null,
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

export function benefitCodeOfRow(row: BenefitCodeRow, clinics: string[]): DirectoryBenefitCode {
  return {
    code: row.code,
    description: row.description,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    clinics,
  };
}

/** Every row of a directory, as the database holds them (retired ones left out) or as an insert takes them. */
export interface DirectoryRows {
  brands: BrandRow[];
  services: ServiceRow[];
  providers: ProviderRow[];
  clinics: ClinicRow[];
  providerServices: Insert<typeof schema.providerServices>[];
  providerLicenses: Insert<typeof schema.providerLicenses>[];
  closures: ClosureRow[];
  benefitCodes: BenefitCodeRow[];
  benefitCodeClinics: Insert<typeof schema.benefitCodeClinics>[];
}

function grouped<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => string | number) {
  const groups = new Map<string, (string | number)[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return (owner: string) => [...(groups.get(owner) ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The directory these rows hold, in its canonical form (lists sorted, every field written). */
export function directoryOfRows(rows: DirectoryRows): Directory {
  const servicesOf = grouped(
    rows.providerServices,
    (row) => row.providerId,
    (row) => row.serviceId,
  );
  const statesOf = grouped(
    rows.providerLicenses,
    (row) => row.providerId,
    (row) => row.stateCode,
  );
  const clinicsOf = grouped(
    rows.benefitCodeClinics,
    (row) => row.code,
    (row) => row.providerId,
  );
  const providerOf = new Map(rows.providers.map((row) => [row.id, row]));
  return {
    version: DIRECTORY_VERSION,
    brands: rows.brands.map(({ slug, name, logoSvg }) => ({ slug, name, logoSvg })),
    services: rows.services.map(serviceOfRow),
    clinics: rows.clinics.flatMap((clinic) => {
      const provider = providerOf.get(clinic.providerId);
      return provider ? [clinicOfRows(provider, clinic, servicesOf(clinic.providerId) as number[])] : [];
    }),
    providers: rows.providers
      .filter((row) => row.kind !== 'clinic')
      .map((row) => providerOfRow(row, statesOf(row.id) as string[], servicesOf(row.id) as number[])),
    closures: rows.closures.map(closureOfRow),
    benefitCodes: rows.benefitCodes.map((row) => benefitCodeOfRow(row, clinicsOf(row.code) as string[])),
  };
}
