import { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { ANSWER_ENCODINGS, BROTLI_QUALITY, CompressedAnswers, GZIP_LEVEL } from './compressed-answers.js';

/** Below this an answer goes as it is: the headers would outweigh the saving. */
const THRESHOLD_BYTES = 2048;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers hold no personal data and repeat across visitors: their compressed bytes are kept. */
    reusedAnswer?: boolean;
  }
  interface FastifyInstance {
    compressedAnswers: CompressedAnswers;
  }
}

/**
 * Availability answers run to hundreds of kilobytes of repetitive JSON; compressed they are a few. Brotli is
 * preferred over gzip when the client takes both. Routes marked `reusedAnswer` are compressed here, through a
 * cache of compressed bytes; everything else (streams such as the web app's files included) by @fastify/compress,
 * which leaves an answer already encoded alone.
 */
export const compressionPlugin = fp(async (app) => {
  const answers = new CompressedAnswers();
  app.decorate('compressedAnswers', answers);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.reusedAnswer || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ANSWER_ENCODINGS]);
    if (!encoding) return payload;
    const encoded = answers.encode(encoding, payload);
    reply.header('content-encoding', encoding).header('content-length', encoded.length);
    return encoded;
  });

  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
});
