import { staffInvitePrefix, webRoutes } from '@hs/contracts';
import fp from 'fastify-plugin';

/** '/health-services/scheduler/cancel/' — every URL under it carries an appointment id and its code. */
const CANCEL_PAGE_PREFIX = `${webRoutes.cancel.slice(0, webRoutes.cancel.indexOf(':id'))}`;

/**
 * Whether a request is for a page whose URL is a secret (GET or HEAD, with or without a query): the direct
 * cancel page, or a staff invite.
 */
export function isSecretPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  return pathname.startsWith(CANCEL_PAGE_PREFIX) || pathname.startsWith(staffInvitePrefix);
}

/**
 * Headers for pages whose URL is a secret. The cancel link holds the appointment id and confirmation
 * code, and a staff invite the token that makes an account, so the page must not leak its URL through the
 * Referer header of anything it loads or links to, and no shared or browser cache may keep it. Set on send, so it covers the app's index, the 404 answer
 * when no web build is present, and the trailing-slash redirect alike, and it overrides the site-wide
 * Referrer-Policy of the security plugin.
 */
export const pageHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isSecretPageRequest(request.method, request.url)) return payload;
    // helmet writes its policy onto the raw response; drop it so exactly one policy is sent.
    reply.raw.removeHeader('referrer-policy');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    return payload;
  });
});
