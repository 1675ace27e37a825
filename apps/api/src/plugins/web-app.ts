import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath, matchesWebRoute, webRouteOf } from '@hs/contracts';
import fp from 'fastify-plugin';
import { isFhirUrl, sendOperationOutcome } from './fhir-answers.js';

/**
 * Serves the built web app: hashed assets with long caching, and for every page the HTML the build wrote for its
 * route (`pages/<route>.html`: preloads of its code and data, and its first view where it has one; decision 047),
 * or index.html.
 * Unknown page paths still get the app (which shows its 404 page) but with status 404.
 * Trailing slashes are stripped with a permanent redirect.
 */
export const webAppPlugin = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = splitUrl(request.url);
    if ((request.method === 'GET' || request.method === 'HEAD') && pathname.length > 1 && pathname.endsWith('/')) {
      const stripped = pathname.replace(/\/+$/, '') || '/';
      return reply.redirect(stripped + (query ? `?${query}` : ''), 301);
    }
  });

  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pageHtml = webDist && indexHtml ? prerenderedPages(path.join(webDist, 'pages')) : new Map<string, string>();

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // The build writes .br and .gz copies of each asset (apps/web/vite-plugins/precompress-assets.ts).
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const [pathname] = splitUrl(request.url);
    if (isApiPath(pathname) || !indexHtml || request.method !== 'GET') {
      const errors = [{ status: 404, code: 'NOT_FOUND', message: `No resource at ${request.method} ${pathname}.` }];
      if (isFhirUrl(pathname)) return sendOperationOutcome(reply, 404, errors);
      return reply.status(404).send({ errors, requestId: request.id });
    }
    const status = matchesWebRoute(pathname) ? 200 : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml.get(webRouteOf(pathname) ?? '') ?? indexHtml);
  });
});

/** Each route's page HTML by route name: `pages/main.html` is the HTML of the `main` route. */
function prerenderedPages(folder: string): Map<string, string> {
  if (!existsSync(folder)) return new Map();
  const files = readdirSync(folder).filter((file) => file.endsWith('.html'));
  return new Map(files.map((file) => [file.slice(0, -'.html'.length), readFileSync(path.join(folder, file), 'utf8')]));
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
