import { isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that name one subscriber: a /64 is the smallest prefix an ISP hands out. */
const SUBSCRIBER_HEXTETS = 4;

/**
 * The unit a guess limit counts: an IPv4 address, or an IPv6 address's /64, since one subscriber can pick any
 * of 2^64 addresses in it for free.
 */
export function clientScopeOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${hextets
    .slice(0, SUBSCRIBER_HEXTETS)
    .map((hextet) => Number.parseInt(hextet, 16).toString(16))
    .join(':')}::/64`;
}
