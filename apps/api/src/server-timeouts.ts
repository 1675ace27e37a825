import type { ServerOptions } from 'node:http';
import type { Config } from './config.js';

/**
 * Bounds on how long a client may take to send a request, so slow senders cannot hold connections open:
 * HEADERS_TIMEOUT_MS for the headers, REQUEST_TIMEOUT_MS for the whole request including its body (Node answers
 * 408 through our client-error handler), and an idle-socket timeout. Node checks these only every
 * `connectionsCheckingInterval`, so that interval is kept well below the shortest timeout.
 */
export function serverTimeoutOptions(config: Config): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
  };
}
