import type { Context } from 'hono';
import { Hono } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import type { Order } from '../../contract/orders';
import { IDEMPOTENCY_KEY_PATTERN } from '../../config/orders';
import { expireOverdueOrders, findMemberOrder, findOrderByKey, listOrders } from '../db/orders';
import type { OrderRow } from '../db/orders';
import { memberPageQuery, ORDER_ERRORS, orderListQuery, orderRequestHash, parseCreateOrder } from '../domain/orders';
import { nextCursorOf, readCursor } from '../http/cursor';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import { created, ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { cancelOrder, createOrder, toOrderViewOf, toOrderViews } from '../operations/orders';
import type { AppDeps } from './deps';
import { isUuid } from '../../contract/ids';

const keyReused = () => new ApiError(409, ORDER_ERRORS.keyReused);

function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('idempotency-key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, ORDER_ERRORS.keyRequired);
  return key;
}

/** auth/order: the member's orders (create with an Idempotency-Key, list, awaiting payment, one, cancel). */
export function authOrderRoutes({ db, config, tokenKeys, now, sessionCheck }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const authorize = moneyAuthorizer({ db, config, now });

  const replay = async (c: Context, order: OrderRow) => ok(c, await toOrderViewOf(db, order), 'Order already placed');

  const memberOrder = async (c: Context<AuthEnv>) => {
    const id = c.req.param('id') ?? '';
    const order = isUuid(id) ? await findMemberOrder(db, c.get('memberId'), id.toLowerCase(), now()) : null;
    if (!order) throw notFound(ORDER_ERRORS.notFound);
    return order;
  };

  return new Hono<AuthEnv>()
    .post('/create', member, async (c) => {
      const idempotencyKey = idempotencyKeyOf(c);
      const parsed = parseCreateOrder(await readJson(c));
      if ('errors' in parsed) throw validationFailed(parsed.errors);
      const { input } = parsed;
      const userId = c.get('memberId');
      await expireOverdueOrders(db, userId, now());
      const previous = await findOrderByKey(db, userId, idempotencyKey);
      if (previous) {
        if (previous.requestHash !== orderRequestHash(input)) throw keyReused();
        return replay(c, previous);
      }
      const place = () => createOrder(db, { userId, idempotencyKey, lines: input.lines, method: input.method, symbol: input.symbol }, now());
      const result =
        input.method === 'POINT'
          ? await authorize(c, { securePassword: input.securePassword ?? '', code: input.code, passkey: input.passkey }, place)
          : await place();
      if (result.outcome === 'key-reused') throw keyReused();
      if (result.outcome === 'replayed') return replay(c, result.order);
      return created(c, await toOrderViewOf(db, result.order), 'Order placed');
    })
    .get('/list', member, async (c) => {
      const query = validate(orderListQuery, c.req.query());
      const after = readCursor('order', query.cursor);
      const { rows, next } = await listOrders(db, c.get('memberId'), { ...query, after }, now());
      return ok<KeyPage<Order>>(c, { items: await toOrderViews(db, rows), limit: query.limit, nextCursor: nextCursorOf('order', next) });
    })
    .get('/temp', member, async (c) => {
      const query = validate(memberPageQuery, c.req.query());
      const after = readCursor('orderTemp', query.cursor);
      const { rows, next } = await listOrders(db, c.get('memberId'), { status: 'PENDING_PAYMENT', after, limit: query.limit }, now());
      return ok<KeyPage<Order>>(c, { items: await toOrderViews(db, rows), limit: query.limit, nextCursor: nextCursorOf('orderTemp', next) });
    })
    .get('/:id', member, async (c) => ok(c, await toOrderViewOf(db, await memberOrder(c))))
    .post('/:id/cancel', member, async (c) => {
      const id = c.req.param('id');
      const result = isUuid(id) ? await cancelOrder(db, c.get('memberId'), id.toLowerCase(), now()) : { outcome: 'not-found' as const };
      if (result.outcome === 'not-found') throw notFound(ORDER_ERRORS.notFound);
      if (result.outcome === 'not-pending') throw new ApiError(409, ORDER_ERRORS.notCancellable);
      return ok(c, await toOrderViewOf(db, result.order), 'Order cancelled');
    });
}
