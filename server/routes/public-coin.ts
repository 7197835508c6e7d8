import { Hono } from 'hono';

import { listTokens } from '../db/tokens';
import { toTokenPriceEntry } from '../domain/tokens';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';

export function publicCoinRoutes({ db }: AppDeps) {
  return new Hono().get('/prices', async (c) => {
    const tokens = await listTokens(db);
    return ok(c, tokens.map(toTokenPriceEntry));
  });
}
