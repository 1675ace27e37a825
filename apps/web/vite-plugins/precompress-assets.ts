import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain less than their headers weigh; the server sends them as they are. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to each asset, which the server sends as they are
 * (`@fastify/static`'s preCompressed): hashed assets never change, so they are compressed once, at the strongest
 * settings, instead of on every request at the quick ones (decision 047).
 */
export function precompressAssets(): Plugin {
  let assets = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of readdirSync(assets).filter((name) => COMPRESSIBLE.test(name))) {
          const content = readFileSync(path.join(assets, file));
          if (content.length < MIN_BYTES) continue;
          const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
          writeFileSync(path.join(assets, `${file}.br`), brotliCompressSync(content, { params: brotli }));
          writeFileSync(path.join(assets, `${file}.gz`), gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
