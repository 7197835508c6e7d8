import type { IncomingMessage } from 'node:http';

import type { Context } from 'hono';

const MAX_USER_AGENT_LENGTH = 500;

/**
 * The client's IP: the first hop of x-forwarded-for (set by the reverse proxy in front of the app),
 * else the socket's address when served by Node (`@hono/node-server` passes it in the bindings).
 */
export function clientIp(c: Context): string | null {
  const firstHop = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (firstHop) return firstHop.slice(0, 64);
  const bindings = c.env as { incoming?: IncomingMessage } | undefined;
  const address = bindings?.incoming?.socket?.remoteAddress;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  return address ? address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
}

export function clientUserAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null;
}
