import type { MiddlewareHandler } from 'hono';

/** HSTS for one year, subdomains included; the portal's next.config.js sends the same value in production. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Adds HSTS to every answer, errors included (registered first, it runs after everything else). Set on the answer's
 * own headers: `c.header()` once the answer exists copies it into a new Response, body and all (with
 * @hono/node-server's light Response, building the full one first), for every request.
 */
export const strictTransportSecurity = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
};
