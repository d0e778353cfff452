/**
 * Which client a request comes from, for the demo's per-client limits. Behind a reverse proxy on
 * the same machine every visitor arrives from one loopback address, so a limit on that address
 * would be one limit for everybody, which a single visitor could spend for all. A loopback peer's
 * `X-Forwarded-For` is therefore believed for its last hop (the address the local proxy saw; what
 * a client writes itself comes before it): visitors behind the proxy are told apart. Without that
 * header a loopback peer is the person at the machine. Any other peer is its socket address.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  expandIPv6,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

/** What a request whose peer cannot be read (no socket: an in-process call) is counted under. */
export const UNKNOWN_CLIENT = 'unknown';

/** A client address as the limits see it: its key, and whether it is this machine. */
interface Client {
  key: string;
  isLoopback: boolean;
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * Reads an address: an IPv4 address is its own key, an IPv4-mapped IPv6 address is keyed as the
 * IPv4 one inside, and any other IPv6 address by its /64 network (one host is handed a whole /64,
 * so counting single IPv6 addresses would count nothing). Undefined for a value that is not an IP.
 */
function readClient(address: string): Client | undefined {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const type = distinctRemoteAddr(bare);
  if (type === 'IPv4') return { key: bare, isLoopback: IPV4_LOOPBACK.test(bare) };
  if (type !== 'IPv6') return undefined;
  const binary = convertIPv6ToBinary(bare);
  if (isIPv4MappedIPv6(binary)) return readClient(convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary)));
  return { key: `${expandIPv6(bare).split(':').slice(0, 4).join(':')}::/64`, isLoopback: binary === 1n };
}

/** The key {@link clientOf} counts `address` under, or undefined when it is not an IP address. */
export function clientKeyOf(address: string): string | undefined {
  return readClient(address)?.key;
}

/** The socket's address, or undefined outside `@hono/node-server`. */
function peerAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The last `X-Forwarded-For` hop, when it is an IP address. */
function lastForwardedHop(c: Context): string | undefined {
  const header = c.req.header('X-Forwarded-For');
  if (!header || header.length > 4096) return undefined;
  return clientKeyOf(header.slice(header.lastIndexOf(',') + 1));
}

/** The key of the client `c` comes from (see the module comment). */
export function clientOf(c: Context): string {
  const peer = peerAddressOf(c);
  const client = peer === undefined ? undefined : readClient(peer);
  if (client === undefined) return UNKNOWN_CLIENT;
  return client.isLoopback ? (lastForwardedHop(c) ?? client.key) : client.key;
}
