import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * Brotli 5 and gzip 6 (zlib's default): on a 14-day results answer (≈880 KB of JSON) brotli 5 gives ≈6 KB where
 * 4 gave ≈10 KB, and gzip 6 ≈22 KB where 5 gave ≈37 KB, each for a few milliseconds.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/** Compressed bytes kept for reuse, per process. */
const CACHE_BYTES = 16 * 1024 * 1024;

function compress(encoding: AnswerEncoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * Compressed answers keyed by the hash of what they encode: an answer many visitors get (content, the service
 * list, a popular search while no seat moves) is compressed once per encoding. Hashing costs a fraction of
 * compressing. Only for answers without personal data: the routes that opt in say so.
 */
export class CompressedAnswers {
  readonly #cache: LRUCache<string, Buffer>;
  #compressions = 0;

  constructor(maxBytes = CACHE_BYTES) {
    this.#cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  }

  encode(encoding: AnswerEncoding, payload: string | Buffer): Buffer {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const encoded = compress(encoding, body);
    this.#compressions += 1;
    this.#cache.set(key, encoded);
    return encoded;
  }

  /** How many answers were compressed rather than found: what reuse saves is told by this staying put. */
  get compressions(): number {
    return this.#compressions;
  }
}
