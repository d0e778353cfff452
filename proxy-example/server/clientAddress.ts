/**
 * Which client a request comes from, for the demo's per-client limits:
 * - by default the client is the socket's address, and `X-Forwarded-For` is never read. A peer on
 *   loopback is not taken for a reverse proxy: behind `ssh -L`, a VS Code port-forward or
 *   `kubectl port-forward` every remote visitor connects from loopback and nothing adds the
 *   header, so believing it would let each visitor name its own client (and its own budgets);
 * - with `trustedProxyHops: n` (`TRUSTED_PROXY_HOPS`, the number of reverse proxies in front of the
 *   demo, on this machine or elsewhere) every peer is the last of `n` proxies, each appending the
 *   address it saw to `X-Forwarded-For` after whatever a client wrote itself, and the client is
 *   the `n`-th address from the end of the header (the one the first proxy saw); `0` is the default.
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

/**
 * The key {@link clientOf} counts `address` under: an IPv4 address is its own key, an IPv4-mapped IPv6 address is keyed as the
 * IPv4 one inside, and any other IPv6 address by its /64 network (one host is handed a whole /64,
 * so counting single IPv6 addresses would count nothing). Undefined for a value that is not an IP.
 */
export function clientKeyOf(address: string): string | undefined {
  const unbracketed = address.trim().replace(/^\[(.*)\]$/, '$1');
  // The zone (`%eth0`) is cut by position: a `%.*$` pattern rescans each line per `%` it meets.
  const zone = unbracketed.indexOf('%');
  const bare = zone === -1 ? unbracketed : unbracketed.slice(0, zone);
  const type = distinctRemoteAddr(bare);
  if (type === 'IPv4') return bare;
  if (type !== 'IPv6') return undefined;
  const binary = convertIPv6ToBinary(bare);
  if (isIPv4MappedIPv6(binary)) return clientKeyOf(convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary)));
  return `${expandIPv6(bare).split(':').slice(0, 4).join(':')}::/64`;
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
   * address that many entries from the end.
   * @default 0 (the header is never read: every peer, on loopback too, is its socket address)
   */
  trustedProxyHops?: number;
}

/** A reader of the client key of a request (see the module comment). */
export function createClientOf(options: ClientOfOptions = {}): (c: Context) => string {
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  return (c) => {
    const peer = peerAddressOf(c);
    const client = peer === undefined ? undefined : clientKeyOf(peer);
    if (client === undefined) return UNKNOWN_CLIENT;
    return trustedProxyHops === 0 ? client : (forwardedHop(c, trustedProxyHops) ?? client);
  };
}

/** The key of the client `c` comes from, with no proxy configured: its socket address (see the module comment). */
export const clientOf = createClientOf();
