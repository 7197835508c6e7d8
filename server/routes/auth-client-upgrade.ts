import { Hono } from 'hono';

import type { UpgradeResult } from '../../contract/upgrade';
import { executeUpgrade, quoteUpgrade } from '../operations/upgrade';
import { toLedgerEntry } from '../domain/ledger';
import { toProductEntry } from '../domain/products';
import { upgradeSchema } from '../../contract/requests/upgrade';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';

/** auth/client/upgrade-package: a higher package paid with the difference (secure password and, with 2FA, a code). */
export function authClientUpgradeRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const authorize = moneyAuthorizer({ db, config, now });
  return new Hono<AuthEnv>().post('/upgrade-package', requireMember(tokenKeys, now, sessionCheck), async (c) => {
    const input = validate(upgradeSchema, await readJson(c));
    const userId = c.get('memberId');
    await quoteUpgrade(db, userId, input.packageId, input.symbol);
    const result = await authorize(c, input, () => executeUpgrade(db, userId, input.packageId, input.symbol, now()));
    return ok<UpgradeResult>(
      c,
      { package: toProductEntry(result.package), symbol: result.symbol, amount: result.amount, entries: result.rows.map(toLedgerEntry) },
      'Package upgraded',
    );
  });
}
