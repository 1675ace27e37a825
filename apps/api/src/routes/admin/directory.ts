import { locateInJson, toFileShape, validateDirectory } from '@hs/directory';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_DIRECTORY_EXPORT, ADMIN_DIRECTORY_IMPORT } from '#api/admin-endpoint.js';
import { currentDirectory, importDirectory } from '#api/modules/directory';

export const AdminImportBody = z.strictObject({
  /** Checked whole by the directory's own schema below, which names every problem's place. */
  directory: z.unknown(),
  dryRun: z.boolean(),
  bookings: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('refuse') }),
    z.strictObject({ kind: z.literal('keep') }),
    z.strictObject({ kind: z.literal('cancel'), reason: z.string().trim().min(1).max(500) }),
  ]),
});

/**
 * The directory command's way in while a server owns the embedded database's data folder: only on the admin
 * listener (127.0.0.1, a token in the data folder), never on the public port.
 */
export const adminDirectoryRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(ADMIN_DIRECTORY_IMPORT, { schema: { body: AdminImportBody } }, async (request, reply) => {
    const checked = validateDirectory(request.body.directory, locateInJson('request'));
    if (!checked.ok) return reply.status(400).send({ problems: checked.problems });
    const { database, clock, config } = app.deps;
    return importDirectory({ db: database.db, clock, config, requestId: request.id }, app.secrets, {
      directory: checked.directory,
      dryRun: request.body.dryRun,
      bookings: request.body.bookings,
    });
  });
  app.get(ADMIN_DIRECTORY_EXPORT, async () => ({
    directory: toFileShape(await currentDirectory(app.deps.database.db)),
  }));
};
