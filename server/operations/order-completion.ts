import { bonusPayments, isOverdue, ORDER_ERRORS } from '../domain/orders';
import type { BonusPayment, SponsorLevel } from '../domain/orders';
import { Decimal } from '../domain/money';
import { bonusFactsOf } from '../domain/bonus-facts';
import { orderCompletionNotifications, orderRefundNotification } from '../domain/notifications';
import { BONUS_RATES, BONUS_SYMBOL } from '../../config/orders';
import { lockWallets } from '../db/ledger';
import type { LockedWallet, WalletKey } from '../db/ledger';
import { validationFailed } from '../http/errors';
import { moneyTransaction, post } from './ledger';
import { findMemberPackage, setMemberPackage } from '../db/member-package';
import type { OrderRow } from '../db/orders';
import { notifyAll } from '../db/notifications';
import { addCompletedVolume } from '../db/team-figures';
import { alertTeamOfPurchase } from './team-alerts';
import { insertBonuses } from '../db/bonuses';
import { findSponsorId, findSponsorLevel, findUsername } from '../db/members';
import { listOrderLinesWithKind, lockOrderByCode, updateOrder } from '../db/orders';
import { insertWarehouseUnits } from '../db/warehouse';
import type { Database } from '../db/types';
import { appendAudit } from '../db/audit-log';
import type { Actor } from './operators';
import { auditedTransaction } from './audited';

/** The buyer's sponsors, level 1 first (at most as many levels as pay bonus), with their package's bonusLevels. */
export async function sponsorChain(tx: Database, buyerId: string): Promise<SponsorLevel[]> {
  const chain: SponsorLevel[] = [];
  let sponsorId = await findSponsorId(tx, buyerId);
  while (sponsorId && chain.length < BONUS_RATES.length && sponsorId !== buyerId) {
    const sponsor = await findSponsorLevel(tx, sponsorId);
    if (!sponsor) break;
    chain.push({ userId: sponsor.id, bonusLevels: sponsor.bonusLevels, packageId: sponsor.packageId });
    sponsorId = sponsor.sponsorId;
  }
  return chain;
}

/** The EV wallets an order's completion credits (the sponsors paid bonus), to lock with the buyer's in one go. */
export async function bonusWallets(tx: Database, order: Pick<OrderRow, 'userId' | 'pointTotal'>): Promise<WalletKey[]> {
  const payments = bonusPayments(order.pointTotal, await sponsorChain(tx, order.userId));
  return payments.map((payment) => ({ userId: payment.userId, symbol: BONUS_SYMBOL }));
}

async function payBonuses(tx: Database, order: OrderRow, at: Date): Promise<BonusPayment[]> {
  const chain = await sponsorChain(tx, order.userId);
  const payments = bonusPayments(order.pointTotal, chain);
  if (payments.length === 0) return [];
  const locked = await lockWallets(
    tx,
    payments.map((payment) => ({ userId: payment.userId, symbol: BONUS_SYMBOL })),
  );
  const rows = await post(
    tx,
    locked,
    payments.map((payment) => ({ userId: payment.userId, symbol: BONUS_SYMBOL, type: 'BONUS' as const, amount: payment.amount, reference: order.code })),
    at,
  );
  await insertBonuses(
    tx,
    payments.map((payment, index) => ({
      userId: payment.userId,
      fromUserId: order.userId,
      type: payment.type,
      amount: payment.amount,
      orderCode: order.code,
      transactionId: rows[index].id,
      ...bonusFactsOf(payment.level, order.pointTotal, { packageId: chain[payment.level - 1].packageId ?? null, bonusLevels: chain[payment.level - 1].bonusLevels }),
      createdAt: at,
    })),
  );
  return payments;
}

/** Sets the package bought (the caller has checked, on the locked member row, that it is higher than the one held). */
async function grantPackage(tx: Database, userId: string, product: { productId: string }): Promise<boolean> {
  await setMemberPackage(tx, userId, product.productId);
  return true;
}

/**
 * Whether the member holds, by now, a package priced as high as `price` or higher. Locks the member's row for the
 * transaction (after the wallets, the order every money operation keeps), so of two orders of a package racing,
 * the second sees the first one's package.
 */
export async function holdsPackageAtLeast(tx: Database, userId: string, price: string): Promise<boolean> {
  const current = await findMemberPackage(tx, userId, { lock: true });
  return current !== null && !new Decimal(price).isGreaterThan(current.price);
}

/** The wallet a refunded BANK order's total goes back to. */
const refundWallet = (order: Pick<OrderRow, 'userId'>): WalletKey => ({ userId: order.userId, symbol: 'USDT' });

/**
 * A paid BANK order of a package the member already holds (or a lower one): its whole total back to the member's
 * USDT wallet (an ORDER_REFUND row, reference = order code), the order REFUNDED, an ORDER_REFUNDED notification;
 * no bonus, no warehouse units, no package and no volume.
 */
async function refundOrder(tx: Database, order: OrderRow, locked: Map<string, LockedWallet>, at: Date, paymentReference: string | null): Promise<CompletedOrder> {
  await post(tx, locked, [{ ...refundWallet(order), type: 'ORDER_REFUND', amount: order.total, reference: order.code }], at);
  const refunded = await updateOrder(tx, order.id, { status: 'REFUNDED', refundedAt: at, paymentReference: paymentReference ?? order.paymentReference });
  await notifyAll(tx, [orderRefundNotification(refunded)], at);
  return { order: refunded, warehouseUnits: 0, packageGranted: false, bonuses: [], refunded: true };
}

export interface CompletedOrder {
  order: OrderRow;
  warehouseUnits: number;
  packageGranted: boolean;
  bonuses: BonusPayment[];
  /** A BANK order of a package already held (or a lower one): paid back in full instead (status REFUNDED). */
  refunded: boolean;
}

/**
 * Completes an order inside the caller's transaction (POINT after its debit; BANK once paid): each MINING line
 * becomes `quantity` IN_STOCK warehouse units, a PACKAGE line sets the package when higher, the sponsor chain is
 * paid its bonus in EV (reference = order code), and the order is COMPLETED at `at`, with ORDER_COMPLETED and
 * BONUS_RECEIVED notifications, and its total counted in the buyer's own and the sponsors' team volume. Bonus wallets are locked before the member's row, the order every money operation keeps.
 * An order of a package the member holds by now (or a lower one) gives neither package nor bonus: a POINT order is
 * refused (400 PACKAGE_NOT_HIGHER on `items`, the caller's debit rolls back with it), a paid BANK order is refunded.
 */
export async function completeOrder(tx: Database, order: OrderRow, at: Date, paymentReference: string | null = null): Promise<CompletedOrder> {
  const lines = await listOrderLinesWithKind(tx, order.id);
  const packageLine = lines.find((line) => line.kind === 'PACKAGE');
  if (packageLine) {
    // The wallets first (a refund's and the bonus ones), then the member's row.
    const locked = await lockWallets(tx, [refundWallet(order), ...(await bonusWallets(tx, order))]);
    if (await holdsPackageAtLeast(tx, order.userId, packageLine.price)) {
      if (order.method === 'POINT') throw validationFailed({ items: ORDER_ERRORS.packageNotHigher }, ORDER_ERRORS.packageNotHigher);
      return refundOrder(tx, order, locked, at, paymentReference);
    }
  }
  const paid = await payBonuses(tx, order, at);
  const units = lines
    .filter((line) => line.kind === 'MINING')
    .flatMap((line) => Array.from({ length: line.quantity }, () => ({ userId: order.userId, productId: line.productId, orderId: order.id, createdAt: at })));
  await insertWarehouseUnits(tx, units);
  const packageGranted = packageLine ? await grantPackage(tx, order.userId, packageLine) : false;
  const completed = await updateOrder(tx, order.id, { status: 'COMPLETED', completedAt: at, paymentReference: paymentReference ?? order.paymentReference });
  const buyer = (await findUsername(tx, order.userId)) ?? '';
  await notifyAll(tx, orderCompletionNotifications(order, buyer, paid), at);
  await alertTeamOfPurchase(tx, order, buyer, at);
  await addCompletedVolume(tx, order.userId, order.total, at);
  return { order: completed, warehouseUnits: units.length, packageGranted, bonuses: paid, refunded: false };
}

/** The order of `code` locked for a payment decision, expired first when it is past its time; null if unknown. */
export async function lockOrderForPayment(tx: Database, code: string, at: Date): Promise<OrderRow | null> {
  const order = await lockOrderByCode(tx, code.toUpperCase());
  if (!order) return null;
  if (!isOverdue(order, at)) return order;
  return updateOrder(tx, order.id, { status: 'EXPIRED' });
}

export type OrderConfirmation =
  | { outcome: 'not-found' }
  | { outcome: 'not-pending'; order: OrderRow }
  | ({ outcome: 'confirmed' } & CompletedOrder);

/**
 * Confirms a BANK order's payment (the operator's `confirm-order`): only a PENDING_PAYMENT order not past its time
 * (an overdue one is expired, and that stays). With the operator as `actor`, the audit row is written in the same
 * transaction.
 */
export function confirmOrderByCode(db: Database, code: string, at: Date, paymentReference = 'OPS', actor: Actor | null = null): Promise<OrderConfirmation> {
  return moneyTransaction(db, async (tx): Promise<OrderConfirmation> => {
    const order = await lockOrderForPayment(tx, code, at);
    if (!order) return { outcome: 'not-found' };
    if (order.status !== 'PENDING_PAYMENT') return { outcome: 'not-pending', order };
    const completed = await completeOrder(tx, order, at, paymentReference);
    if (actor) {
      const after = { status: completed.order.status };
      await appendAudit(tx, { ...actor, action: 'order.confirm', targetType: 'order', targetId: completed.order.code, before: { status: 'PENDING_PAYMENT' }, after });
    }
    return { outcome: 'confirmed', ...completed };
  });
}

export type OrderCancellationByCode = { outcome: 'not-found' } | { outcome: 'not-pending' | 'cancelled'; order: OrderRow };

/**
 * An operator cancels a BANK order awaiting payment (the payment will not come, or came elsewhere), with the order
 * locked: a cancel racing a confirmation, the webhook or another cancel, exactly one wins.
 */
export function cancelOrderByCode(db: Database, code: string, at: Date): Promise<OrderCancellationByCode> {
  return moneyTransaction(db, async (tx) => {
    const order = await lockOrderForPayment(tx, code, at);
    if (!order) return { outcome: 'not-found' as const };
    if (order.status !== 'PENDING_PAYMENT' || order.method !== 'BANK') return { outcome: 'not-pending' as const, order };
    const cancelled = await updateOrder(tx, order.id, { status: 'CANCELLED', cancelledAt: at });
    return { outcome: 'cancelled' as const, order: cancelled };
  });
}

/** An operator's cancel of a BANK order awaiting payment (cancelOrderByCode), audited with the reason. */
export function cancelOrderByOperator(db: Database, actor: Actor, input: { code: string; reason: string }, at: Date): Promise<OrderCancellationByCode> {
  const { code, reason } = input;
  return auditedTransaction<OrderCancellationByCode>(db, actor, async (tx) => {
    const cancelled = await cancelOrderByCode(tx, code, at);
    const audit =
      cancelled.outcome === 'cancelled'
        ? { action: 'order.cancel', targetType: 'order', targetId: cancelled.order.code, before: { status: 'PENDING_PAYMENT' }, after: { status: 'CANCELLED' }, reason }
        : null;
    return { result: cancelled, audit };
  });
}
