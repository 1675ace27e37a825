import { BrandLogoParamsSchema, brandLogoPath } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentBrandLogo } from '#api/modules/brands';

/** The URL names the logo's content, so what it answers never changes: browsers and proxies keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const brandLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    brandLogoPath,
    { schema: { params: BrandLogoParamsSchema }, config: { reusedAnswer: true } },
    async (request, reply) => {
      const logo = await currentBrandLogo(app.deps.database.db, request.params.slug, request.params.version);
      const etag = `"${logo.version}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml').send(logo.svg);
    },
  );
};
