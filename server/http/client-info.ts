import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';

const MAX_USER_AGENT_LENGTH = 500;

/**
 * TRUST_PROXY: how many proxies in front of the app to trust (a number of hops), or which peers are trusted
 * proxies (addresses, CIDRs and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`); null trusts none,
 * and the client is the socket's peer.
 */
export type TrustProxy = number | readonly string[] | null;

const invalidTrustProxy = (value: string, reason: string) =>
  new Error(`TRUST_PROXY must be a number of proxy hops or a comma-separated list of addresses, CIDRs or proxy-addr names (loopback, linklocal, uniquelocal); "${value}": ${reason}`);

/** Reads TRUST_PROXY; throws on a value that is neither a number of hops nor a list of addresses (`true` included). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const hops = Number.parseInt(text, 10);
    return hops === 0 ? null : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw invalidTrustProxy(text, 'an empty entry');
  try {
    proxyaddr.compile(entries);
  } catch (error) {
    throw invalidTrustProxy(text, error instanceof Error ? error.message : String(error));
  }
  return entries;
}

type TrustFunction = (address: string, hop: number) => boolean;

function compileTrust(trustProxy: TrustProxy): TrustFunction | null {
  if (trustProxy === null) return null;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyaddr.compile([...trustProxy]);
}

/** A valid IP, an IPv4 client of a dual-stack socket (::ffff:a.b.c.d) written a.b.c.d; anything else null. */
function validIp(address: string | undefined): string | null {
  const trimmed = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';
  return isIP(trimmed) ? trimmed : null;
}

/** What @hono/node-server passes as the env bindings: the Node request, whose socket gives the peer's address. */
interface NodeBindings {
  incoming?: Pick<IncomingMessage, 'socket'> | { socket?: { remoteAddress?: string } };
}

export type ClientIp = (c: Context) => string | null;

/**
 * The client's address: the socket's peer, unless it is a trusted proxy (TRUST_PROXY), then walking
 * X-Forwarded-For from the right past the trusted hops (proxy-addr, as Express does). Entries left of them are
 * the client's own claims and never count. Null without a socket (not served by Node) or when the address
 * found is not a valid IP.
 */
export function clientIpResolver(trustProxy: TrustProxy): ClientIp {
  const trust = compileTrust(trustProxy);
  return (c) => {
    const remoteAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
    if (!remoteAddress) return null;
    if (!trust) return validIp(remoteAddress);
    // The header as the app received it (the same in the Request and the Node request), the socket's peer.
    const request = { headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' }, socket: { remoteAddress } };
    return validIp(proxyaddr(request as unknown as IncomingMessage, trust));
  };
}

export function clientUserAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null;
}
