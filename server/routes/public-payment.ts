import { Hono } from 'hono';

import { listBanks } from '../db/banks';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';

export function publicPaymentRoutes({ db }: AppDeps) {
  return new Hono().get('/banks', async (c) => ok(c, await listBanks(db)));
}
