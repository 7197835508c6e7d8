import { Hono } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import type { MiningContract } from '../../contract/mining';

import { listMiningContracts, miningSummary } from '../db/mining';
import { dayRange, utcDate, utcDayOf } from '../domain/history';
import { DEFAULT_MINING_DAYS, miningContractListQuery, miningSummaryQuery, toMiningContractView, toMiningSummaryView } from '../domain/mining';
import { nextCursorOf, readCursor } from '../http/cursor';
import { validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

/** auth/mining: the member's mining summary (power, rewards per day) and contracts. */
export function authMiningRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  return new Hono<AuthEnv>()
    .get('/summary', member, async (c) => {
      const query = validate(miningSummaryQuery, c.req.query());
      const at = now();
      const range = dayRange(query.from, query.to, at, DEFAULT_MINING_DAYS);
      if ('errors' in range) throw validationFailed(range.errors);
      const { from, to } = range.range as { from: string; to: string };
      const summary = await miningSummary(db, c.get('memberId'), utcDayOf(at), from, to);
      return ok(c, toMiningSummaryView(summary, from, to));
    })
    .get('/contracts', member, async (c) => {
      const query = validate(miningContractListQuery, c.req.query());
      const at = now();
      const range = dayRange(query.from, query.to, at);
      if ('errors' in range) throw validationFailed(range.errors);
      const after = readCursor('miningContract', query.cursor);
      const { rows, next } = await listMiningContracts(db, c.get('memberId'), { ...range.range, after, limit: query.limit });
      const today = utcDate(at);
      return ok<KeyPage<MiningContract>>(c, {
        items: rows.map((contract) => toMiningContractView(contract, today)),
        limit: query.limit,
        nextCursor: nextCursorOf('miningContract', next),
      });
    });
}
