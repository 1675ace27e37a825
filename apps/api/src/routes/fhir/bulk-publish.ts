import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import {
  BulkPublishFileParamsSchema,
  BulkPublishQuerySchema,
  bulkPublishFilePath,
  bulkPublishPath,
} from '@hs/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkPublishManifest, type FeedDeps, readFeedFile } from '#api/modules/interop';

/** Feed files are NDJSON of FHIR resources; the manifest is plain JSON, as bulk data manifests are. */
const NDJSON = 'application/fhir+ndjson';
const MANIFEST_JSON = 'application/json; charset=utf-8';

/**
 * gzip at its fastest level: NDJSON of FHIR resources shrinks about thirtyfold even so, and a level that costs
 * more would make compression, not the database, what a chain's files wait on.
 */
const GZIP = { level: constants.Z_BEST_SPEED };

function feedDeps(app: FastifyInstance): FeedDeps {
  const { config, database, clock } = app.deps;
  return {
    db: database.db,
    clock,
    site: { publicUrl: config.PUBLIC_URL.replace(/\/+$/, '') },
    maxAgeSeconds: config.FEED_MAX_AGE_SECONDS,
    consistentReads: database.kind === 'postgres',
  };
}

/** If-None-Match names this representation (or any, with `*`); its comparison is the weak one (RFC 9110). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Caching headers of every feed answer; the ETag is strong (byte for byte), so ranges and CDNs may rely on it. */
function cacheHeaders(reply: FastifyReply, etag: string, maxAgeSeconds: number) {
  return reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
}

/**
 * The SMART Scheduling Links feed (decision 059): the manifest and its files, the same bytes whatever the client
 * accepts. Answers are not compressed by the app's compression plugin, whose ETag would then name two bodies:
 * a file asked for with gzip is gzipped here under an ETag of its own.
 */
export const bulkPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    bulkPublishPath,
    { schema: { querystring: BulkPublishQuerySchema }, compress: false },
    async (request, reply) => {
      const deps = feedDeps(app);
      const manifest = await bulkPublishManifest(deps, { since: request.query._since });
      cacheHeaders(reply, manifest.etag, deps.maxAgeSeconds);
      if (notModified(request, manifest.etag)) return reply.status(304).send();
      return reply.type(MANIFEST_JSON).send(manifest.json);
    },
  );

  app.get(
    bulkPublishFilePath,
    { schema: { params: BulkPublishFileParamsSchema }, compress: false },
    async (request, reply) => {
      const deps = feedDeps(app);
      const file = await readFeedFile(deps, request.params.file);
      const gzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
      const etag = gzip ? `${file.etag.slice(0, -1)}-gzip"` : file.etag;
      cacheHeaders(reply, etag, deps.maxAgeSeconds).header('vary', 'Accept-Encoding');
      const unchanged = notModified(request, etag);
      if (unchanged || request.method === 'HEAD') {
        await file.lines.return();
        return reply
          .status(unchanged ? 304 : 200)
          .type(NDJSON)
          .send();
      }
      const body = Readable.from(file.lines, { objectMode: false });
      if (!gzip) return reply.type(NDJSON).send(body);
      const zipped = createGzip(GZIP);
      pipeline(body, zipped).catch((error: unknown) => request.log.warn({ err: error }, 'feed file cut short'));
      return reply.type(NDJSON).header('content-encoding', 'gzip').send(zipped);
    },
  );
};
