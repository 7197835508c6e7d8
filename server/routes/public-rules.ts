import { Hono } from 'hono';

import type { CompensationPlan, FeeSchedule } from '../../contract/rules';
import { listActiveProducts } from '../db/products';
import { readSecuritySettings } from '../db/security-settings';
import { listSettings } from '../db/settings';
import { listTokens } from '../db/tokens';
import { feeSchedule } from '../domain/fee-schedule';
import { usdtVndRate } from '../domain/orders';
import { compensationPlan } from '../domain/plan';
import { ok } from '../http/respond';
import { TRANSFER_SYMBOL } from '../operations/transfer';
import { WITHDRAW_SYMBOL } from '../operations/withdrawal-operations';
import type { AppDeps } from './deps';

/**
 * public/rules: the compensation plan and the fee schedule for anyone with the API key (a prospect reads them before
 * signing up). Both are built on each request from what the operations read: the bonus rates and ranks of config/,
 * the active catalogue, the tokens' fee settings and the BANKING and SECURITY settings.
 */
export function publicRulesRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/plan', async (c) => ok<CompensationPlan>(c, compensationPlan(await listActiveProducts(db, undefined)), 'Compensation plan'))
    .get('/fees', async (c) => {
      const [tokens, banking, security] = await Promise.all([listTokens(db), listSettings(db, 'BANKING'), readSecuritySettings(db)]);
      const setting = banking.find((entry) => entry.name === 'usdtVndRate')?.value;
      const rate = usdtVndRate(setting);
      const schedule = feeSchedule({
        tokens,
        transferSymbol: TRANSFER_SYMBOL,
        withdrawSymbol: WITHDRAW_SYMBOL,
        usdtVndRate: rate,
        rateFromSettings: setting !== undefined && setting.trim() === String(rate),
        security,
      });
      return ok<FeeSchedule>(c, schedule, 'Fee schedule');
    });
}
