import { lockWallets, lockedWallet } from '../db/ledger';
import { findMemberPackage } from '../db/member-package';
import {
  expireOverdueOrders,
  findBankShortName,
  findOrderByKey,
  insertOrder,
  insertOrderItems,
  listOrderLines,
  lockMemberOrder,
  updateOrder,
} from '../db/orders';
import type { OrderRow } from '../db/orders';
import { findActiveProducts } from '../db/products';
import { listSettings } from '../db/settings';
import type { Database } from '../db/types';
import {
  amountInVnd,
  bankOrderExpiry,
  newOrderCode,
  ORDER_ERRORS,
  orderRequestHash,
  pointPaymentAmount,
  priceOrder,
  usdtVndRate,
} from '../domain/orders';
import type { OrderRequest } from '../domain/orders';
import { toOrderView } from '../domain/order-views';
import type { BankingDetails, OrderItemRecord } from '../domain/order-views';
import type { Order } from '../../contract/orders';
import { validationFailed } from '../http/errors';
import { moneyTransaction, post, requireBalance } from './ledger';
import { bonusWallets, completeOrder, holdsPackageAtLeast } from './order-completion';

export { cancelOrderByCode, cancelOrderByOperator, completeOrder, confirmOrderByCode } from './order-completion';
export type { CompletedOrder, OrderConfirmation } from './order-completion';

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
      const inserted = await insertOrder(tx, {
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
      });
      if (!inserted) {
        const existing = await findOrderByKey(tx, request.userId, request.idempotencyKey);
        if (!existing || existing.requestHash !== requestHash) return { outcome: 'key-reused' };
        return { outcome: 'replayed', order: existing };
      }
      await insertOrderItems(
        tx,
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
      // Priced before the transaction: a package got meanwhile (a concurrent order, an upgrade) refuses it before payment.
      const packageLine = priced.lines.find((line) => line.kind === 'PACKAGE');
      if (packageLine && (await holdsPackageAtLeast(tx, request.userId, packageLine.unitPrice))) {
        throw validationFailed({ items: ORDER_ERRORS.packageNotHigher }, ORDER_ERRORS.packageNotHigher);
      }
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
  const bankName = bankCode ? await findBankShortName(db, bankCode) : null;
  return {
    bankCode,
    bankName: bankName ?? bankCode,
    bin: settings.get('bin') ?? '',
    accountNumber: settings.get('accountNumber') ?? '',
    accountName: settings.get('accountName') ?? '',
    usdtVndRate: usdtVndRate(settings.get('usdtVndRate')),
  };
}

/** The API view of orders: their lines with the products' codes, names and power, and the bank payment of BANK orders. */
export async function toOrderViews(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await listOrderLines(db, rows.map((row) => row.id));
  const byOrder = new Map<string, OrderItemRecord[]>();
  for (const { orderId, ...line } of lines) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  const banking = await readBankingDetails(db);
  return rows.map((row) => toOrderView(row, byOrder.get(row.id) ?? [], banking));
}

export async function toOrderViewOf(db: Database, row: OrderRow): Promise<Order> {
  const [view] = await toOrderViews(db, [row]);
  return view;
}

export type OrderCancellation = { outcome: 'not-found' } | { outcome: 'not-pending' | 'cancelled'; order: OrderRow };

/** Cancels the member's order when it is awaiting payment (and not past its time). */
export function cancelOrder(db: Database, userId: string, id: string, at: Date): Promise<OrderCancellation> {
  return moneyTransaction(db, async (tx) => {
    await expireOverdueOrders(tx, userId, at);
    const order = await lockMemberOrder(tx, userId, id);
    if (!order) return { outcome: 'not-found' as const };
    if (order.status !== 'PENDING_PAYMENT') return { outcome: 'not-pending' as const, order };
    const cancelled = await updateOrder(tx, id, { status: 'CANCELLED', cancelledAt: at });
    return { outcome: 'cancelled' as const, order: cancelled };
  });
}
