import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';

import type { OrderStatus } from '../../config/orders';
import {
  amountInVnd,
  bankOrderExpiry,
  newOrderCode,
  ORDER_ERRORS,
  orderRequestHash,
  pointPaymentAmount,
  priceOrder,
  toOrderView,
  usdtVndRate,
} from '../domain/orders';
import type { BankingDetails, OrderItemRecord, OrderRequest, OrderView } from '../domain/orders';
import { validationFailed } from '../http/errors';
import { listSettings } from './settings';
import { lockWallets, lockedWallet, moneyTransaction, post, requireBalance } from './ledger';
import { findMemberPackage } from './member-package';
import { bonusWallets, completeOrder } from './order-completion';
import type { OrderRow } from './order-completion';
import { findActiveProducts } from './products';
import { banks, orderItems, orders, products } from './schema';
import type { Database } from './types';

export { completeOrder, confirmOrderByCode } from './order-completion';
export type { CompletedOrder, OrderConfirmation, OrderRow } from './order-completion';

export async function findOrderByKey(db: Database, userId: string, idempotencyKey: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order ?? null;
}

/** Lazy expiry: the member's PENDING_PAYMENT orders past their time become EXPIRED. */
export async function expireOverdueOrders(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'EXPIRED' })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING_PAYMENT'), lte(orders.expiresAt, at)));
}

export type CreatedOrder = { outcome: 'created' | 'replayed'; order: OrderRow } | { outcome: 'key-reused' };

export interface NewOrder extends OrderRequest {
  userId: string;
  idempotencyKey: string;
}

const ORDER_CODE_ATTEMPTS = 3;

function isOrderCodeTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'orders_code_unique') return true;
  }
  return false;
}

async function bankingRate(db: Database): Promise<number> {
  const settings = await listSettings(db, 'BANKING');
  return usdtVndRate(settings.find((setting) => setting.name === 'usdtVndRate')?.value);
}

/**
 * Places an order (the caller has checked the secure password of a POINT order). Priced from the active catalogue
 * (400 `items` as the contract says). One transaction: the order row is inserted ON CONFLICT (user, key) DO
 * NOTHING, so the same key answers the order already made (`replayed`, or `key-reused` for another request);
 * a POINT order debits its wallet (ORDER_PAYMENT, reference = code; 400 Insufficient balance leaves nothing)
 * and is completed in the same transaction. A BANK order waits for payment until `expiresAt`.
 */
export async function createOrder(db: Database, request: NewOrder, at: Date): Promise<CreatedOrder> {
  const currentPackage = await findMemberPackage(db, request.userId);
  const priced = priceOrder(request.lines, await findActiveProducts(db, request.lines.map((line) => line.productId)), currentPackage);
  if ('errors' in priced) throw validationFailed(priced.errors, priced.errors.items);
  const requestHash = orderRequestHash(request);
  const isPoint = request.method === 'POINT';
  if (isPoint && !request.symbol) throw validationFailed({ symbol: ORDER_ERRORS.symbol });
  const amountVnd = isPoint ? null : amountInVnd(priced.total, await bankingRate(db));

  const attempt = () =>
    moneyTransaction(db, async (tx): Promise<CreatedOrder> => {
      const [inserted] = await tx
        .insert(orders)
        .values({
          code: newOrderCode(),
          userId: request.userId,
          method: request.method,
          symbol: isPoint ? request.symbol : null,
          status: 'PENDING_PAYMENT',
          total: priced.total,
          pointTotal: priced.pointTotal,
          paidAmount: request.symbol && isPoint ? pointPaymentAmount(priced, request.symbol) : null,
          amountVnd,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          expiresAt: isPoint ? null : bankOrderExpiry(at),
          createdAt: at,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!inserted) {
        const existing = await findOrderByKey(tx, request.userId, request.idempotencyKey);
        if (!existing || existing.requestHash !== requestHash) return { outcome: 'key-reused' };
        return { outcome: 'replayed', order: existing };
      }
      await tx.insert(orderItems).values(
        priced.lines.map((line) => ({
          orderId: inserted.id,
          productId: line.productId,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          unitPointPrice: line.unitPointPrice,
        })),
      );
      if (!isPoint || !request.symbol || inserted.paidAmount === null) return { outcome: 'created', order: inserted };
      const wallet = { userId: request.userId, symbol: request.symbol };
      const locked = await lockWallets(tx, [wallet, ...(await bonusWallets(tx, inserted))]);
      requireBalance(lockedWallet(locked, wallet), inserted.paidAmount);
      await post(tx, locked, [{ ...wallet, type: 'ORDER_PAYMENT', amount: `-${inserted.paidAmount}`, reference: inserted.code }], at);
      return { outcome: 'created', order: (await completeOrder(tx, inserted, at)).order };
    });

  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries < ORDER_CODE_ATTEMPTS && isOrderCodeTaken(error)) continue;
      throw error;
    }
  }
}

export async function readBankingDetails(db: Database): Promise<BankingDetails> {
  const settings = new Map((await listSettings(db, 'BANKING')).map((setting) => [setting.name, setting.value]));
  const bankCode = settings.get('bankCode') ?? '';
  const [bank] = bankCode ? await db.select({ shortName: banks.shortName }).from(banks).where(eq(banks.code, bankCode)) : [];
  return {
    bankCode,
    bankName: bank?.shortName ?? bankCode,
    bin: settings.get('bin') ?? '',
    accountNumber: settings.get('accountNumber') ?? '',
    accountName: settings.get('accountName') ?? '',
    usdtVndRate: usdtVndRate(settings.get('usdtVndRate')),
  };
}

/** The API view of orders: their lines with the products' codes, names and power, and the bank payment of BANK orders. */
export async function toOrderViews(db: Database, rows: readonly OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      code: products.code,
      kind: products.kind,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      unitPointPrice: orderItems.unitPointPrice,
      power: products.power,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRecord[]>();
  for (const { orderId, ...line } of lines) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  const banking = await readBankingDetails(db);
  return rows.map((row) => toOrderView(row, byOrder.get(row.id) ?? [], banking));
}

export async function toOrderViewOf(db: Database, row: OrderRow): Promise<OrderView> {
  const [view] = await toOrderViews(db, [row]);
  return view;
}

/** The member's orders, newest first, one page (after lazy expiry). */
export async function listOrders(
  db: Database,
  userId: string,
  query: { status?: OrderStatus; page: number; limit: number },
  at: Date,
): Promise<{ rows: OrderRow[]; total: number }> {
  await expireOverdueOrders(db, userId, at);
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total };
}

/** The member's BANK orders awaiting payment, newest first. */
export async function listPendingOrders(db: Database, userId: string, at: Date): Promise<OrderRow[]> {
  await expireOverdueOrders(db, userId, at);
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING_PAYMENT')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** One of the member's orders (null for an unknown id or another member's order). */
export async function findMemberOrder(db: Database, userId: string, id: string, at: Date): Promise<OrderRow | null> {
  await expireOverdueOrders(db, userId, at);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return order ?? null;
}

export type OrderCancellation = { outcome: 'not-found' } | { outcome: 'not-pending' | 'cancelled'; order: OrderRow };

/** Cancels the member's order when it is awaiting payment (and not past its time). */
export function cancelOrder(db: Database, userId: string, id: string, at: Date): Promise<OrderCancellation> {
  return moneyTransaction(db, async (tx) => {
    await expireOverdueOrders(tx, userId, at);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .for('update');
    if (!order) return { outcome: 'not-found' as const };
    if (order.status !== 'PENDING_PAYMENT') return { outcome: 'not-pending' as const, order };
    const [cancelled] = await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(orders.id, id)).returning();
    return { outcome: 'cancelled' as const, order: cancelled };
  });
}
