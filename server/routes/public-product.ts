import { Hono } from 'hono';
import { z } from 'zod';

import { listActiveProducts } from '../db/products';
import { productKindSchema, toProductEntry } from '../domain/products';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

const listQuery = z.object({ kind: productKindSchema.optional() });

/** public/product: the catalogue for the home page (anyone with the API key). */
export function publicProductRoutes({ db }: AppDeps) {
  return new Hono().get('/list', async (c) => {
    const { kind } = validate(listQuery, c.req.query());
    return ok(c, (await listActiveProducts(db, kind)).map(toProductEntry));
  });
}
