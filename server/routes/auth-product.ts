import { Hono } from 'hono';
import { z } from 'zod';

import { listActiveProducts } from '../db/products';
import { productKindSchema, toProductEntry } from '../domain/products';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

const listQuery = z.object({ kind: productKindSchema.optional() });

/** auth/product: the catalogue for the signed-in member's shop. */
export function authProductRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  return new Hono<AuthEnv>().get('/list', requireMember(tokenKeys, now, sessionCheck), async (c) => {
    const { kind } = validate(listQuery, c.req.query());
    return ok(c, (await listActiveProducts(db, kind)).map(toProductEntry));
  });
}
