import { Hono } from 'hono';
import { z } from 'zod';

import { TOKEN_SYMBOLS } from '../../contract/enums';
import type { OpsSettingChange, OpsSettingsView, OpsTokenSettings } from '../../contract/ops-settings';
import { EDITABLE_SETTING_GROUPS } from '../../contract/ops-settings';
import { tokenSettingsSchema } from '../../contract/requests/ops-settings';
import { auditOfTarget } from '../db/audit-log';
import { listBanks } from '../db/banks';
import type { AuditRecord } from '../domain/audit';
import { listSettings } from '../db/settings';
import { listTokens } from '../db/tokens';
import { settingGroupSchema, settingNameSchema } from '../domain/settings';
import { toTokenValues } from '../domain/tokens';
import { notFound } from '../http/errors';
import { actorOf } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { saveTokenByOperator } from '../operations/settings';
import type { AppDeps } from './deps';

/** How many changes a history shows (newest first). */
const HISTORY_LIMIT = 50;

const settingParams = z.object({ group: settingGroupSchema, name: settingNameSchema });
const tokenCode = z.enum(TOKEN_SYMBOLS);

const toChange = (row: AuditRecord): OpsSettingChange => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  operator: row.operator,
  ip: row.ip,
  before: row.before ?? null,
  after: row.after ?? null,
});

/**
 * The settings editor's API (admin): the editable groups and the tokens, a token's prices, fees and minimums saved
 * with its audit row, and the history of a setting or a token (its audit rows). A setting is saved by
 * PUT /api/ops/setting/:group/:name (routes/ops.ts).
 */
export function opsSettingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const tokenOf = (code: string) => {
    const parsed = tokenCode.safeParse(code);
    if (!parsed.success) throw notFound('TOKEN_NOT_FOUND');
    return parsed.data;
  };
  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .use('*', requireRole('ADMIN'))
    .get('/', async (c) => {
      const groups = await Promise.all(EDITABLE_SETTING_GROUPS.map(async (group) => ({ group, settings: await listSettings(db, group) })));
      const tokens = (await listTokens(db)).map((token): OpsTokenSettings => ({ code: token.code, ...toTokenValues(token) }));
      const banks = (await listBanks(db)).map(({ code, shortName, bin }) => ({ code, shortName, bin }));
      return ok<OpsSettingsView>(c, { groups, tokens, banks }, 'Settings');
    })
    .put('/tokens/:code', async (c) => {
      const code = tokenOf(c.req.param('code'));
      const input = validate(tokenSettingsSchema, await readJson(c));
      const saved = await saveTokenByOperator(db, actorOf(c, deps), code, input);
      if (!saved) throw notFound('TOKEN_NOT_FOUND');
      console.info(`[ops] Token ${code} prices and fees saved`);
      return ok<OpsTokenSettings>(c, { code, ...saved }, 'Token saved');
    })
    .get('/history/setting/:group/:name', async (c) => {
      const { group, name } = validate(settingParams, c.req.param());
      const rows = await auditOfTarget(db, 'setting', `${group}.${name}`, HISTORY_LIMIT);
      return ok<OpsSettingChange[]>(c, rows.map(toChange), 'Setting history');
    })
    .get('/history/token/:code', async (c) => {
      const rows = await auditOfTarget(db, 'token', tokenOf(c.req.param('code')), HISTORY_LIMIT);
      return ok<OpsSettingChange[]>(c, rows.map(toChange), 'Token history');
    });
}
