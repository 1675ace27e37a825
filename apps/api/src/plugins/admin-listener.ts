import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES } from '@hs/directory';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_ENDPOINT_FILE, type AdminEndpoint } from '#api/admin-endpoint.js';
import { adminDirectoryRoutes } from '#api/routes/admin/directory.js';
import { adminStaffRoutes } from '#api/routes/admin/staff-invites.js';

/** A directory file at the size limit, as JSON, with room for the request around it. */
const BODY_LIMIT = MAX_FILE_BYTES + 1024 * 1024;
/** A 10,000-clinic import is minutes of work on the embedded database. */
const REQUEST_TIMEOUT_MS = 15 * 60_000;

/**
 * With the embedded database the server owns its data folder, so operators' commands (`npm run directory`,
 * `npm run staff`) send
 * their work here: a second listener on 127.0.0.1 alone, on a port of the kernel's choosing, taking a random
 * token that is written, with the port, into the data folder, which only the server's user can read. Whoever can
 * read it could open the database files anyway.
 */
export const adminListenerPlugin = fp<{ dataDir: string }>(async (app, options) => {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const file = path.join(options.dataDir, ADMIN_ENDPOINT_FILE);
  const admin: FastifyInstance = Fastify({
    loggerInstance: app.log.child({ listener: 'admin' }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
  });
  admin.setValidatorCompiler(validatorCompiler);
  admin.setSerializerCompiler(serializerCompiler);
  admin.decorate('deps', app.deps);
  admin.decorate('secrets', app.secrets);
  admin.addHook('onRequest', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send({ message: `The token in ${ADMIN_ENDPOINT_FILE} is required.` });
    }
  });
  await admin.register(adminDirectoryRoutes);
  await admin.register(adminStaffRoutes);

  app.addHook('onReady', async () => {
    await admin.listen({ host: '127.0.0.1', port: 0 });
    const address = admin.server.address();
    const endpoint: AdminEndpoint = {
      port: typeof address === 'object' && address ? address.port : 0,
      token,
      pid: process.pid,
    };
    // Written whole under another name first: a command never reads half a file.
    writeFileSync(`${file}.new`, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 });
    renameSync(`${file}.new`, file);
  });
  app.addHook('onClose', async () => {
    rmSync(file, { force: true });
    await admin.close();
  });
});
