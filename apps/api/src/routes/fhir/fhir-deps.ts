import type { FastifyInstance } from 'fastify';
import type { FhirReadDeps } from '#api/modules/interop';

/** What the FHIR API's reads need of the app: the database, the clock and where our pages are. */
export function fhirReadDeps(app: FastifyInstance): FhirReadDeps {
  const { config, database, clock } = app.deps;
  return { db: database.db, clock, site: { publicUrl: config.PUBLIC_URL.replace(/\/+$/, '') } };
}
