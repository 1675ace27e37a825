import { BrandLogoParamsSchema, brandLogoPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/http-error.js';
import { findBrandLogo } from '#api/modules/brands/brand-logos.repository.js';

/** The URL names the logo's content, so what it answers never changes: browsers and proxies keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const brandLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    brandLogoPath,
    { schema: { params: BrandLogoParamsSchema }, config: { reusedAnswer: true } },
    async (request, reply) => {
      const logo = await findBrandLogo(app.deps.database.db, request.params.slug);
      // A version that is not the current logo's is gone: serving today's SVG under it would be cached as it.
      if (!logo || logo.version !== request.params.version) throw new HttpError(404, 'NOT_FOUND', 'No such logo.');
      const etag = `"${logo.version}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml').send(logo.svg);
    },
  );
};
