import {
  ContentDocumentParamsSchema,
  ContentDocumentResponseSchema,
  ContentObjectParamsSchema,
  ContentObjectResponseSchema,
  contentDocumentPath,
  contentObjectPath,
} from '@hs/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OnInvalidContent, servedContentDocument, servedContentObject } from '#api/modules/content';

const cacheControl = 'public, max-age=60, stale-while-revalidate=300';

const warnOfInvalid =
  (log: FastifyBaseLogger): OnInvalidContent =>
  (key, problem) =>
    log.warn({ content: key, problem }, 'stored content fails its schema; the bundled copy is served');

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The content service is read with GET or POST (§7); both answer the same object.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: contentObjectPath,
      schema: { params: ContentObjectParamsSchema, response: { 200: ContentObjectResponseSchema } },
      config: { reusedAnswer: true },
      handler: async (request, reply) => {
        const data = await servedContentObject(app.deps.database.db, request.params, warnOfInvalid(request.log));
        reply.header('cache-control', cacheControl);
        return { schema: { name: request.params.schema, version: request.params.version }, data };
      },
    });
  }

  app.get(
    contentDocumentPath,
    {
      schema: { params: ContentDocumentParamsSchema, response: { 200: ContentDocumentResponseSchema } },
      config: { reusedAnswer: true },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const data = await servedContentDocument(app.deps.database.db, kind, id, warnOfInvalid(request.log));
      reply.header('cache-control', cacheControl);
      return { id: request.params.id, data };
    },
  );
};
