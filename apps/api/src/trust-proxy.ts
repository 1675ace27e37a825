import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-For is believed: nobody's; the nearest `hops` proxies' (each appends the address it saw
 * and the API is reachable only through them); or proxies at these addresses and CIDR ranges. The client is
 * the first address, counted from the end of the list, that is not a trusted proxy.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export const MAX_PROXY_HOPS = 16;
/** proxy-addr's names for private ranges, which Fastify accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUE_REFUSED =
  '`true` would take any X-Forwarded-For a client writes as its address, so a client could dodge the guess ' +
  'limits by changing it. Set the number of proxies in front of the API (1 behind compose.yaml) or their ' +
  'addresses (e.g. 10.0.0.0/8,127.0.0.1).';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY: `false` (or 0), a hop count, or a comma-separated list; anything else is an error message. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return { error: TRUE_REFUSED };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= MAX_PROXY_HOPS ? { hops } : { error: `at most ${MAX_PROXY_HOPS} proxies in front, not ${hops}.` };
  }
  const addresses = trimmed.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      error: `not an address, CIDR range or hop count: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}.`,
    };
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy`. A hop count becomes a function: Fastify reads a number as trusting no one, since it
 * cannot tell whether the nearest peer is a proxy; setting one says the API is reachable only through them.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hopsFromServer: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) return (_address, hopsFromServer) => hopsFromServer < trust.hops;
  return trust.addresses;
}
