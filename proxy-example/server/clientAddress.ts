/**
 * Which client a request comes from, for the demo's per-client limits. Behind a reverse proxy
 * every visitor arrives from the proxy's address, so a limit on that address would be one limit
 * for everybody, which a single visitor could spend for all. The proxy appends the address it
 * saw to `X-Forwarded-For` (what a client writes itself comes before it), so:
 * - by default a loopback peer (a proxy on this machine) is believed for its last hop, and a
 *   loopback peer without that header is the person at the machine; any other peer is its socket
 *   address;
 * - with `trustedProxyHops: n` (`TRUSTED_PROXY_HOPS`, for a proxy elsewhere: another host, a
 *   container's gateway) every peer is the last of `n` proxies, and the client is the `n`-th
 *   address from the end of the header (the one the first proxy saw); `0` never reads the header.
 * Set it only when the demo can be reached through those proxies alone: a visitor who reaches it
 * directly could name any client.
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
  const unbracketed = address.trim().replace(/^\[(.*)\]$/, '$1');
  // The zone (`%eth0`) is cut by position: a `%.*$` pattern rescans each line per `%` it meets.
  const zone = unbracketed.indexOf('%');
  const bare = zone === -1 ? unbracketed : unbracketed.slice(0, zone);
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

/**
 * The key of the `hops`-th `X-Forwarded-For` address from the end (1: the last), or of the first
 * one when the header holds fewer; undefined when it is not an IP address or the header is absent
 * or over 4 KiB. Only the entries read are scanned, from the end.
 */
function forwardedHop(c: Context, hops: number): string | undefined {
  const header = c.req.header('X-Forwarded-For');
  if (!header || header.length > 4096) return undefined;
  let end = header.length;
  let start = header.lastIndexOf(',', end - 1) + 1;
  for (let hop = 1; hop < hops && start > 0; hop += 1) {
    end = start - 1;
    start = header.lastIndexOf(',', end - 1) + 1;
  }
  return clientKeyOf(header.slice(start, end));
}

/** Options of {@link createClientOf}. */
export interface ClientOfOptions {
  /**
   * Reverse proxies in front of the demo, each appending to `X-Forwarded-For`: the client is the
   * address that many entries from the end; `0` never reads the header.
   * @default undefined (a loopback peer's last hop is believed, any other peer is its socket address)
   */
  trustedProxyHops?: number;
}

/** A reader of the client key of a request (see the module comment). */
export function createClientOf(options: ClientOfOptions = {}): (c: Context) => string {
  const { trustedProxyHops } = options;
  return (c) => {
    const peer = peerAddressOf(c);
    const client = peer === undefined ? undefined : readClient(peer);
    if (client === undefined) return UNKNOWN_CLIENT;
    if (trustedProxyHops === undefined) return client.isLoopback ? (forwardedHop(c, 1) ?? client.key) : client.key;
    return trustedProxyHops === 0 ? client.key : (forwardedHop(c, trustedProxyHops) ?? client.key);
  };
}

/** The key of the client `c` comes from, with no proxy configured (see the module comment). */
export const clientOf = createClientOf();
