import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { errorBody, fail } from './respond';

/** Cap of every request body but the uploads' (a JSON body of this API is a few hundred bytes). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** 413 in the contract's body. */
export const bodyTooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) => fail(c, 413, errorBody(413, 'BODY_TOO_LARGE'));

/**
 * Caps every request body at `maxBytes` before any route reads it: 413 at once from a larger Content-Length, and
 * a body without one (chunked) is counted as it streams in and cut at the cap. `uploadRoutes` ("METHOD /path", the
 * full path) are left to their own cap (multipartBodyLimit).
 */
export function limitRequestBodies(uploadRoutes: readonly string[], maxBytes = MAX_JSON_BODY_BYTES): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: bodyTooLarge });
  const exempt = new Set(uploadRoutes);
  return (c, next) => (exempt.has(`${c.req.method} ${c.req.path}`) ? next() : limit(c, next));
}
