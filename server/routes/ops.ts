import { Hono } from 'hono';
import { z } from 'zod';

import { saveSetting } from '../db/settings';
import { settingGroupSchema, settingNameSchema, settingValueSchema } from '../domain/settings';
import { requireOpsToken } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

const settingParams = z.object({ group: settingGroupSchema, name: settingNameSchema });

/** Operator commands (`npm run ops`), behind `Authorization: Bearer $OPS_TOKEN`. */
export function opsRoutes({ db, config }: AppDeps) {
  return new Hono().use('*', requireOpsToken(config.opsToken)).put('/setting/:group/:name', async (c) => {
    const { group, name } = validate(settingParams, c.req.param());
    const { value } = validate(z.object({ value: settingValueSchema(group, name) }), await readJson(c));
    const setting = await saveSetting(db, { group, name, value });
    console.info(`[ops] Setting ${group}.${name} saved`);
    return ok(c, setting, 'Setting saved');
  });
}
