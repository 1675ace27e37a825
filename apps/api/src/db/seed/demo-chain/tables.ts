import * as schema from '#api/db/schema.js';

/** The demo chain's tables in insert order: parents first, so every foreign key finds its row. */
export const demoChainTables = {
  brands: schema.brands,
  services: schema.services,
  providers: schema.providers,
  clinics: schema.clinics,
  providerServices: schema.providerServices,
  providerLicenses: schema.providerLicenses,
  benefitCodes: schema.benefitCodes,
  benefitCodeClinics: schema.benefitCodeClinics,
  closures: schema.closures,
};

type DemoChainTables = typeof demoChainTables;

/** Rows for every table of the demo chain, in the shape the inserts take. */
export type DemoChain = { [Table in keyof DemoChainTables]: DemoChainTables[Table]['$inferInsert'][] };
