import { addDays, dayStart, utcDate } from '../domain/history';
import { expireOverdueOrders } from '../db/orders';
import type { OrderRow } from '../db/orders';
import { accrueMining } from './mining';
import { cancelOrder, confirmOrderByCode, createOrder } from './orders';
import { firstUnitOfOrder, productIdsByCode } from '../db/seed-writes';
import { SEED_MINING_ACTIVATED_DAYS_AGO, SEED_MINING_ORDER_KEY, seedOrders, seedTeamOrders } from '../db/seed-data/orders';
import type { SeedOrder, SeedTeamOrder } from '../db/seed-data/orders';
import { seedQueueOrders } from '../db/seed-data/queues';
import type { Database } from '../db/types';
import { activateWarehouseUnit } from './warehouse';

const HOUR_MS = 60 * 60 * 1000;
const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);

async function productIds(tx: Database): Promise<Map<string, string>> {
  const codes = [...new Set([...seedOrders, ...seedTeamOrders, ...seedQueueOrders].flatMap((order) => order.items.map((item) => item.code)))];
  const ids = await productIdsByCode(tx, codes);
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length > 0) throw new Error(`The demo orders need the products ${missing.join(', ')}; seed the catalogue first`);
  return ids;
}

async function placeOrder(tx: Database, userId: string, order: SeedOrder, ids: Map<string, string>, at: Date): Promise<OrderRow> {
  const lines = order.items
    .map((item) => ({ productId: ids.get(item.code) ?? '', quantity: item.quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const created = await createOrder(tx, { userId, idempotencyKey: order.idempotencyKey, lines, method: order.method, symbol: order.symbol }, at);
  if (created.outcome === 'key-reused') throw new Error(`Seed order ${order.idempotencyKey} was refused`);
  return created.order;
}

/**
 * demo's orders through the API's own functions, at the times of seed-data/orders.ts: completed (the Gold package by
 * a confirmed bank transfer, mining units paid in EV), cancelled, expired and one awaiting payment.
 */
async function placeAndFollow(tx: Database, userId: string, order: SeedOrder, ids: Map<string, string>, seededAt: Date): Promise<void> {
  const placedAt = hoursFrom(seededAt, -order.daysAgo * 24);
  const placed = await placeOrder(tx, userId, order, ids, placedAt);
  if (order.then === 'confirm') {
    const confirmed = await confirmOrderByCode(tx, placed.code, hoursFrom(placedAt, 2));
    if (confirmed.outcome !== 'confirmed') throw new Error(`Seed order ${order.idempotencyKey} could not be confirmed`);
  } else if (order.then === 'cancel') {
    const cancelled = await cancelOrder(tx, userId, placed.id, hoursFrom(placedAt, 1));
    if (cancelled.outcome !== 'cancelled') throw new Error(`Seed order ${order.idempotencyKey} could not be cancelled`);
  }
}

export async function seedDemoOrders(tx: Database, userId: string, seededAt: Date): Promise<void> {
  const ids = await productIds(tx);
  for (const order of seedOrders) await placeAndFollow(tx, userId, order, ids, seededAt);
  await expireOverdueOrders(tx, userId, seededAt);
}

/**
 * Other members' orders through the same code: by default those of demo's team (seed-data/orders.ts), completed, so
 * their bonus is real.
 */
export async function seedTeamOrdersOf(
  tx: Database,
  userIds: ReadonlyMap<string, string>,
  seededAt: Date,
  list: readonly SeedTeamOrder[] = seedTeamOrders,
): Promise<void> {
  const ids = await productIds(tx);
  for (const order of list) {
    const userId = userIds.get(order.username);
    if (!userId) throw new Error(`Seed order ${order.idempotencyKey} names an unknown member: ${order.username}`);
    await placeAndFollow(tx, userId, order, ids, seededAt);
  }
}

/**
 * demo puts one unit of its mining order to mining SEED_MINING_ACTIVATED_DAYS_AGO days before seeding, and every
 * day since, until yesterday, is accrued at the start of the next UTC day (as the server's timer would).
 */
export async function seedDemoMining(tx: Database, userId: string, seededAt: Date): Promise<void> {
  const unitId = await firstUnitOfOrder(tx, userId, SEED_MINING_ORDER_KEY);
  if (!unitId) throw new Error('The demo mining order left no warehouse unit');
  const activation = await activateWarehouseUnit(tx, userId, unitId, hoursFrom(seededAt, -SEED_MINING_ACTIVATED_DAYS_AGO * 24));
  if (activation.outcome !== 'activated' || !activation.unit.contract) throw new Error('The demo unit could not be activated');
  const today = utcDate(seededAt);
  for (let day = activation.unit.contract.startDate; day < today; day = addDays(day, 1)) {
    await accrueMining(tx, day, dayStart(addDays(day, 1)));
  }
}
