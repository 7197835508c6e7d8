import type { MiddlewareHandler } from 'hono';

/** HSTS for one year, subdomains included; the portal's next.config.js sends the same value in production. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Adds HSTS to every answer, errors included (registered first, it runs after everything else). */
export const strictTransportSecurity = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
};
