import { DIRECTORY_VERSION, type DirectoryFile } from '@hs/directory';
import type { DemoChain } from './tables.js';

type Link = { key: string; value: string | number };

function grouped(links: readonly Link[]): Map<string, (string | number)[]> {
  const groups = new Map<string, (string | number)[]>();
  for (const { key, value } of links) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

/**
 * The demo chain as a directory file, exactly what a chain's operators would write for it: the seed checks it
 * and imports it through the same importer as theirs (decision 050).
 */
export function demoDirectoryFile(chain: DemoChain): DirectoryFile {
  const servicesOf = grouped(chain.providerServices.map((row) => ({ key: row.providerId, value: row.serviceId })));
  const statesOf = grouped(chain.providerLicenses.map((row) => ({ key: row.providerId, value: row.stateCode })));
  const clinicsOf = grouped(chain.benefitCodeClinics.map((row) => ({ key: row.code, value: row.providerId })));
  const providerOf = new Map(chain.providers.map((provider) => [provider.id, provider]));
  const offered = (id: string) => (servicesOf.get(id) ?? []) as number[];
  return {
    version: DIRECTORY_VERSION,
    brands: chain.brands.map(({ slug, name, logoSvg }) => ({ slug, name, logoSvg })),
    services: chain.services.map(({ leadTime, retiredAt: _retired, maxDaysAhead, ...service }) => ({
      ...service,
      maxDaysAhead: maxDaysAhead ?? null,
      leadTimeDays: leadTime ?? 0,
    })),
    clinics: chain.clinics.map((clinic) => {
      const provider = providerOf.get(clinic.providerId)!;
      return {
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
        rideSharePromo: clinic.rideSharePromo ?? null,
        services: offered(clinic.providerId),
        hours: provider.weeklyHours,
      };
    }),
    providers: chain.providers
      .filter((provider) => provider.kind !== 'clinic')
      .map((provider) => ({
        id: provider.id,
        kind: provider.kind as 'virtual' | 'dietitian',
        businessName: provider.businessName,
        name: provider.name,
        qualification: provider.qualification ?? null,
        image: provider.image ?? null,
        description: provider.description ?? null,
        timeZone: provider.timeZone,
        seatsPerSlot: provider.slotCapacity ?? 1,
        licensedStates: (statesOf.get(provider.id) ?? []) as string[],
        services: offered(provider.id),
        hours: provider.weeklyHours,
      })),
    closures: chain.closures.map((closure) => ({
      id: closure.id,
      provider: closure.providerId ?? null,
      starts: closure.startsLocal.replace(' ', 'T'),
      ends: closure.endsLocal.replace(' ', 'T'),
      reason: closure.reason,
    })),
    benefitCodes: chain.benefitCodes.map((code) => ({
      code: code.code,
      description: code.description,
      validFrom: code.validFrom.toISOString(),
      validUntil: code.validUntil.toISOString(),
      clinics: (clinicsOf.get(code.code) ?? []) as string[],
    })),
  };
}
