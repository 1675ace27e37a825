import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { helmetOptions } from './security-headers.js';

/** Security headers on every answer the app itself sends. */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, helmetOptions);
});
