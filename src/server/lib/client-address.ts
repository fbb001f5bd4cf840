/**
 * The address a request comes from, for rate limits and session records (decision record 010, item 4): the socket's peer,
 * unless TRUST_PROXY names the header a reverse proxy in front of us sets. A header nobody was told to trust is
 * ignored (a client could write any X-Forwarded-For). IPv6 addresses are grouped by their /64 network, which one
 * subscriber usually holds whole.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header in which our proxy to Better Auth carries the address we resolved (any incoming one is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-pena-client-address';

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - h.length - t.length;
  return [...h, ...Array<string>(Math.max(0, missing)).fill('0'), ...t].map((g) => g.padStart(4, '0'));
}

/** An address as a rate-limit bucket: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network's address. */
export function addressGroup(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip.split('%')[0] ?? '')) {
    return `${expandIPv6(ip.split('%')[0]!).slice(0, 4).join(':')}::`;
  }
  return ip.slice(0, 64) || 'unknown';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no Node socket (in-process requests)
  }
}

/** The client's address group for this request. */
export function clientAddress(c: Context, trustProxy: string | undefined): string {
  if (trustProxy) {
    // A proxy appends the address it saw: the last entry is the one the trusted proxy vouches for.
    const value = c.req.header(trustProxy)?.split(',').pop()?.trim();
    if (value) return addressGroup(value);
  }
  return addressGroup(socketAddress(c) ?? 'unknown');
}
