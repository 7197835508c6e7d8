import { Hono } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import type { WarehouseUnit } from '../../contract/warehouse';

import { listWarehouseUnits } from '../db/warehouse';
import { MINING_ERRORS, toWarehouseUnitView } from '../domain/mining';
import { memberPageQuery } from '../domain/orders';
import { nextCursorOf, readCursor } from '../http/cursor';
import { ApiError, notFound } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { activateWarehouseUnit } from '../operations/warehouse';
import type { AppDeps } from './deps';
import { UUID_PATTERN } from '../../contract/ids';

/** auth/warehouse: the member's mining units and their activation into mining contracts. */
export function authWarehouseRoutes({ db, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  return new Hono<AuthEnv>()
    .get('/list', member, async (c) => {
      const query = validate(memberPageQuery, c.req.query());
      const after = readCursor('warehouse', query.cursor);
      const { rows, next } = await listWarehouseUnits(db, c.get('memberId'), { after, limit: query.limit });
      return ok<KeyPage<WarehouseUnit>>(c, { items: rows.map(toWarehouseUnitView), limit: query.limit, nextCursor: nextCursorOf('warehouse', next) });
    })
    .post('/:id/activate', member, async (c) => {
      const id = c.req.param('id');
      if (!UUID_PATTERN.test(id)) throw notFound(MINING_ERRORS.unitNotFound);
      const result = await activateWarehouseUnit(db, c.get('memberId'), id.toLowerCase(), now());
      if (result.outcome === 'not-found') throw notFound(MINING_ERRORS.unitNotFound);
      if (result.outcome === 'already-mining') throw new ApiError(409, MINING_ERRORS.alreadyMining);
      return ok(c, toWarehouseUnitView(result.unit), 'Mining started');
    });
}
