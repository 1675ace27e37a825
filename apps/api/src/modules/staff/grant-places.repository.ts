import { inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { clinics } from '#api/db/schema.js';
import type { ClinicScope, StaffGrant } from './staff-policy.js';

export interface GrantClinic extends ClinicScope {
  vanityName: string;
}

/** The clinics and districts some grants name, as the directory knows them. */
export interface GrantPlaces {
  clinics: Map<string, GrantClinic>;
  districts: Set<string>;
}

export async function grantPlaces(db: Database, grants: readonly StaffGrant[]): Promise<GrantPlaces> {
  const ids = (scope: StaffGrant['scope']) => [
    ...new Set(grants.flatMap((g) => (g.scope === scope && g.scopeId ? [g.scopeId] : []))),
  ];
  const clinicIds = ids('clinic');
  const districtIds = ids('district');
  const clinicRows =
    clinicIds.length === 0
      ? []
      : await db
          .select({
            providerId: clinics.providerId,
            divisionNumber: clinics.divisionNumber,
            vanityName: clinics.vanityName,
          })
          .from(clinics)
          .where(inArray(clinics.providerId, clinicIds));
  const districtRows =
    districtIds.length === 0
      ? []
      : await db
          .selectDistinct({ divisionNumber: clinics.divisionNumber })
          .from(clinics)
          .where(inArray(clinics.divisionNumber, districtIds));
  return {
    clinics: new Map(clinicRows.map((row) => [row.providerId, row])),
    districts: new Set(districtRows.map((row) => row.divisionNumber)),
  };
}

/** How staff know a grant's place: the clinic's name, "District 14", or the whole chain. */
function scopeName(grant: StaffGrant, places: GrantPlaces): string {
  if (grant.scope === 'chain') return 'Whole chain';
  if (grant.scope === 'district') return `District ${grant.scopeId}`;
  return places.clinics.get(grant.scopeId ?? '')?.vanityName ?? `Clinic ${grant.scopeId}`;
}

/** A grant as the console shows it: its role and place, with the place's name. */
export function namedGrant(grant: StaffGrant, places: GrantPlaces) {
  const { role, scope, scopeId } = grant;
  return { role, scope, scopeId, scopeName: scopeName(grant, places) };
}
