import type { FastifyServerOptions } from 'fastify';

/**
 * Log lines carry method, route and status, never bodies, query strings or path parameters:
 * queries and paths can hold confirmation codes and patient details.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.body', 'res.body'],
      remove: true,
    },
    serializers: {
      req: (req: { method: string; routeOptions?: { url?: string }; url: string; id: string }) => ({
        method: req.method,
        route: req.routeOptions?.url ?? 'unmatched',
        id: req.id,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
