import type { providerLicenses, providerServices, providers } from '#api/db/schema.js';
import { virtualCareHours } from './hours.js';
import { SERVICE_IDS } from './services-catalog.js';

type ProviderRow = typeof providers.$inferInsert;
type LicenseRow = typeof providerLicenses.$inferInsert;
type ProviderServiceRow = typeof providerServices.$inferInsert;

/**
 * States no virtual-care team or dietitian holds a licence in, so the 'not licensed' paths of the
 * virtual and dietitian flows can be seen with the demo data.
 */
export const UNLICENSED_STATES: readonly string[] = ['AK', 'HI', 'ND', 'VT'];

const VIRTUAL_SERVICE_IDS: readonly number[] = [SERVICE_IDS.virtualSickVisit, 702, 703];

interface VirtualTeam {
  id: string;
  region: string;
  timeZone: string;
  /** Overlaps between teams are deliberate: border states are covered by two teams. */
  states: readonly string[];
}

const TEAMS: readonly VirtualTeam[] = [
  {
    id: 'virtual-eastern',
    region: 'Eastern',
    timeZone: 'America/New_York',
    states: [
      ...['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH'],
      ...['PA', 'RI', 'SC', 'TN', 'VA', 'WV'],
    ],
  },
  {
    id: 'virtual-central',
    region: 'Central',
    timeZone: 'America/Chicago',
    states: ['AL', 'AR', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'MN', 'MS', 'MO', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'],
  },
  {
    id: 'virtual-mountain',
    region: 'Mountain',
    timeZone: 'America/Denver',
    states: ['AZ', 'CO', 'ID', 'MT', 'NE', 'NM', 'SD', 'UT', 'WY'],
  },
  {
    id: 'virtual-pacific',
    region: 'Pacific',
    timeZone: 'America/Los_Angeles',
    states: ['AZ', 'CA', 'ID', 'NV', 'OR', 'WA'],
  },
];

interface VirtualProviderRows {
  providers: ProviderRow[];
  licenses: LicenseRow[];
  services: ProviderServiceRow[];
}

export function buildVirtualProviders(): VirtualProviderRows {
  const rows: VirtualProviderRows = { providers: [], licenses: [], services: [] };
  for (const team of TEAMS) {
    rows.providers.push({
      id: team.id,
      kind: 'virtual',
      businessName: 'tlc',
      name: `The Local Clinic Virtual Care – ${team.region}`,
      qualification: 'Board-certified nurse practitioners and physician assistants',
      image: null,
      description: `Video visits with The Local Clinic's ${team.region.toLowerCase()} care team for common illnesses, skin concerns and prescription refills.`,
      timeZone: team.timeZone,
      weeklyHours: virtualCareHours(),
      // A team has several clinicians on shift at once.
      slotCapacity: 3,
    });
    for (const stateCode of [...team.states].sort()) rows.licenses.push({ providerId: team.id, stateCode });
    for (const serviceId of VIRTUAL_SERVICE_IDS) rows.services.push({ providerId: team.id, serviceId });
  }
  return rows;
}
