import type { MiddlewareHandler } from 'hono';

import { ApiError } from './errors';

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Requires `x-api-key` on every request except those under an exempt path prefix
 * (groups with their own authentication, such as /api/ops).
 */
export function requireApiKey(apiKey: string, options: { exempt: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    if (options.exempt.some((prefix) => underPrefix(c.req.path, prefix))) return next();
    if (c.req.header('x-api-key') !== apiKey) throw new ApiError(403, 'INVALID_API_KEY');
    return next();
  };
}
