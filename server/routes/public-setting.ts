import { Hono } from 'hono';
import { z } from 'zod';

import { listSettings } from '../db/settings';
import { settingGroupSchema } from '../domain/settings';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

const listParams = z.object({ group: settingGroupSchema });

export function publicSettingRoutes({ db }: AppDeps) {
  return new Hono().get('/list/:group', async (c) => {
    const { group } = validate(listParams, c.req.param());
    return ok(c, await listSettings(db, group));
  });
}
