import { Hono } from 'hono';

import type { BonusExplanation } from '../../contract/bonus';
import { findBonusExplanation } from '../db/history';
import type { BonusKey } from '../db/history';
import { toBonusExplanation } from '../domain/bonus-facts';
import { notFound } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';
import { UUID_PATTERN } from '../../contract/ids';

const LEDGER_ID = /^[1-9][0-9]{0,15}$/;
const ORDER_CODE = /^[A-Za-z0-9]{1,40}$/;

/**
 * auth/transaction/bonus/…: one of the member's bonuses and why it was paid, found by its id (the bonus list), its
 * ledger row (the transaction history) or its order (the notification). Another member's is not found.
 */
export function authBonusExplainedRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const answer = async (userId: string, key: BonusKey | null) => {
    const row = key ? await findBonusExplanation(db, userId, key) : null;
    if (!row) throw notFound('BONUS_NOT_FOUND');
    return toBonusExplanation(row);
  };

  return new Hono<AuthEnv>()
    .get('/bonus/by-transaction/:transactionId', member, async (c) => {
      const id = c.req.param('transactionId');
      return ok<BonusExplanation>(c, await answer(c.get('memberId'), LEDGER_ID.test(id) ? { transactionId: Number(id) } : null));
    })
    .get('/bonus/by-order/:code', member, async (c) => {
      const code = c.req.param('code');
      return ok<BonusExplanation>(c, await answer(c.get('memberId'), ORDER_CODE.test(code) ? { orderCode: code.toUpperCase() } : null));
    })
    .get('/bonus/:id', member, async (c) => {
      const id = c.req.param('id');
      return ok<BonusExplanation>(c, await answer(c.get('memberId'), UUID_PATTERN.test(id) ? { id: id.toLowerCase() } : null));
    });
}
