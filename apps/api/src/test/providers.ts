import type { WeeklyHours } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { clinics, providerLicenses, providerServices, providers } from '#api/db/schema.js';

export interface TestProviderRow {
  id: string;
  name: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  slotCapacity: number;
  serviceIds: readonly number[];
  /** A store clinic's row too, so nearby searches find it; without one the provider has no store. */
  store?: { brandSlug: string; latitude: number; longitude: number; stateCode?: string };
  /** A clinic unless given; a virtual team or a dietitian is booked by the states it is licensed in. */
  kind?: 'clinic' | 'virtual' | 'dietitian';
  licensedIn?: readonly string[];
}

/** The one way tests add a provider of their own: its row, the services it offers and, if asked, its store. */
export async function insertTestProvider(db: Database, provider: TestProviderRow): Promise<void> {
  await db.insert(providers).values({
    id: provider.id,
    kind: provider.kind ?? 'clinic',
    businessName: provider.kind === 'dietitian' ? 'dietitian' : 'tlc',
    name: provider.name,
    timeZone: provider.timeZone,
    weeklyHours: provider.weeklyHours,
    slotCapacity: provider.slotCapacity,
  });
  if (provider.store) {
    await db.insert(clinics).values({
      providerId: provider.id,
      divisionNumber: provider.id.slice(0, 3),
      storeNumber: provider.id.slice(3, 8),
      brandSlug: provider.store.brandSlug,
      vanityName: `Test ${provider.name}`,
      legalName: 'The Local Clinic',
      addressLine1: '1 Main St',
      city: 'Testville',
      stateCode: provider.store.stateCode ?? 'OH',
      postalCode: '45202',
      county: 'Hamilton',
      latitude: provider.store.latitude,
      longitude: provider.store.longitude,
      phone: '(513) 555-0100',
      acceptsWalkIns: true,
      isSchedulerEnabled: true,
      isTelehealthEnabled: false,
    });
  }
  await db
    .insert(providerServices)
    .values(provider.serviceIds.map((serviceId) => ({ providerId: provider.id, serviceId })));
  if (provider.licensedIn?.length) {
    await db
      .insert(providerLicenses)
      .values(provider.licensedIn.map((stateCode) => ({ providerId: provider.id, stateCode })));
  }
}
