import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_BUILD_HEADER } from '@hs/contracts';
import fp from 'fastify-plugin';

/** The web build in `webDist`: the entry script its index.html loads; none when there is no build. */
export function webBuildIn(webDist: string | undefined): string | undefined {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!indexFile || !existsSync(indexFile)) return undefined;
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(readFileSync(indexFile, 'utf8'))?.[1];
}

/**
 * Names the web build this server serves on every answer, so that a tab still running an older build can tell
 * from its next API answer and load the new one on its next navigation (decision 046).
 */
export const webBuildHeaderPlugin = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  const build = webBuildIn(webDist);
  if (!build) return;
  app.addHook('onSend', async (_request, reply) => {
    reply.header(WEB_BUILD_HEADER, build);
  });
});
