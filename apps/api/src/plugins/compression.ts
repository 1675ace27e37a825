import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Availability answers run to hundreds of kilobytes of repetitive JSON; compressed they are a few dozen.
 * Fast settings: the gain is in bytes on the wire, not in the last percent of ratio.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
});
