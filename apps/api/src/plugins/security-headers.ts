import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A strict Content-Security-Policy: the app loads only its own scripts, styles and data.
 * Images may be data: URIs (QR codes). Framing is forbidden by `frame-ancestors 'none'` alone:
 * X-Frame-Options would say SAMEORIGIN, contradicting it, and every browser we serve honours the CSP.
 */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} satisfies HelmetOptions;

/**
 * The same headers as name/value pairs, for answers written straight to the socket before Fastify sees the
 * request (431, 408). Computed by running helmet itself, so the two can never drift apart.
 */
export function securityHeaderLines(): string[] {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(helmetOptions)({} as never, collector, () => {});
  return headers.map(([name, value]) => `${name}: ${value}`);
}
