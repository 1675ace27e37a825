import type { Clinic, ClinicDetails } from '@hs/contracts';
import type { BusinessName } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { resolveLocation } from '#api/modules/geo';
import { clinicCalendar, toClinic } from './clinic-view.js';
import { findClinicByStore, findClinicServices, findNearbyClinics } from './clinics.repository.js';
import { nextAvailableAppointments } from './next-available.js';

interface ClinicsContext {
  db: Database;
  clock: Clock;
}

interface ClinicSearch {
  /** Searched text wins over coordinates: the visitor typed it on purpose (§4 locator). */
  freeFormAddress?: string;
  latLng?: { latitude: number; longitude: number };
  businessName: BusinessName;
  reasonId: number;
  radiusMiles: number;
  maxResults: number;
  offset: number;
  size: number;
}

interface ClinicPage {
  clinics: Clinic[];
  page: { totalPages: number; offset: number; size: number; totalResults: number };
}

function origin(search: ClinicSearch): { latitude: number; longitude: number } | null {
  if (search.freeFormAddress !== undefined) return resolveLocation(search.freeFormAddress);
  return search.latLng ?? null;
}

/**
 * Clinics near a place, nearest first. A place that cannot be resolved finds no clinics: the locator
 * answers that with its 'unable to find any clinics' message rather than an error.
 */
export async function searchClinics(context: ClinicsContext, search: ClinicSearch): Promise<ClinicPage> {
  const from = origin(search);
  const emptyPage = { clinics: [], page: { totalPages: 0, offset: search.offset, size: search.size, totalResults: 0 } };
  if (!from) return emptyPage;

  const now = context.clock.now();
  const { rows, total } = await findNearbyClinics(context.db, { ...from, ...search, now });
  // Every clinic found offers the reason: the search only finds those.
  const slotClinics = rows.map((row) => ({ ...row, offersReason: true }));
  const nextAvailable = await nextAvailableAppointments(context.db, slotClinics, search.reasonId, now);
  return {
    clinics: rows.map((row) =>
      toClinic({ row, distance: row.distance, nextAvailableAppointment: nextAvailable.get(row.id) ?? null, now }),
    ),
    page: { totalPages: Math.ceil(total / search.size), offset: search.offset, size: search.size, totalResults: total },
  };
}

interface ClinicLookup {
  divisionNumber: string;
  storeNumber: string;
  businessName: BusinessName;
  reasonId: number;
}

export async function getClinicDetails(context: ClinicsContext, lookup: ClinicLookup): Promise<ClinicDetails> {
  const now = context.clock.now();
  const row = await findClinicByStore(context.db, { ...lookup, now });
  if (!row) throw new DomainError('not-found', 'CLINIC_NOT_FOUND', 'Clinic Not Found');
  const [nextAvailable, offered] = await Promise.all([
    nextAvailableAppointments(context.db, [row], lookup.reasonId, now),
    findClinicServices(context.db, row.id),
  ]);
  const clinic = toClinic({ row, distance: null, nextAvailableAppointment: nextAvailable.get(row.id) ?? null, now });
  const services = offered
    .filter((service) => service.businessNames.includes(lookup.businessName))
    .map((service) => ({ id: service.id, name: service.name, category: service.groupName.trim() }));
  return { ...clinic, services, ...clinicCalendar(row, now) };
}
