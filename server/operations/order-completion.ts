import { asc, eq } from 'drizzle-orm';

import { bonusPayments, isOverdue } from '../domain/orders';
import type { BonusPayment, SponsorLevel } from '../domain/orders';
import { Decimal } from '../domain/money';
import { orderCompletionNotifications } from '../domain/notifications';
import { BONUS_RATES } from '../../config/orders';
import { lockWallets } from '../db/ledger';
import type { WalletKey } from '../db/ledger';
import { moneyTransaction, post } from './ledger';
import { findMemberPackage } from '../db/member-package';
import type { OrderRow } from '../db/orders';
import { notifyAll } from '../db/notifications';
import { addCompletedVolume } from '../db/team-figures';
import { alertTeamOfPurchase } from './team-alerts';
import { bonuses, orderItems, orders, products, users, warehouseUnits } from '../db/schema';
import type { Database } from '../db/types';

/** The buyer's sponsors, level 1 first (at most as many levels as pay bonus), with their package's bonusLevels. */
export async function sponsorChain(tx: Database, buyerId: string): Promise<SponsorLevel[]> {
  const chain: SponsorLevel[] = [];
  const [buyer] = await tx.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.id, buyerId));
  let sponsorId = buyer?.sponsorId ?? null;
  while (sponsorId && chain.length < BONUS_RATES.length && sponsorId !== buyerId) {
    const [sponsor] = await tx
      .select({ id: users.id, sponsorId: users.sponsorId, bonusLevels: products.bonusLevels })
      .from(users)
      .leftJoin(products, eq(products.id, users.packageId))
      .where(eq(users.id, sponsorId));
    if (!sponsor) break;
    chain.push({ userId: sponsor.id, bonusLevels: sponsor.bonusLevels ?? 0 });
    sponsorId = sponsor.sponsorId;
  }
  return chain;
}

/** The EV wallets an order's completion credits (the sponsors paid bonus), to lock with the buyer's in one go. */
export async function bonusWallets(tx: Database, order: Pick<OrderRow, 'userId' | 'pointTotal'>): Promise<WalletKey[]> {
  const payments = bonusPayments(order.pointTotal, await sponsorChain(tx, order.userId));
  return payments.map((payment) => ({ userId: payment.userId, symbol: 'EV' as const }));
}

async function payBonuses(tx: Database, order: OrderRow, at: Date): Promise<BonusPayment[]> {
  const payments = bonusPayments(order.pointTotal, await sponsorChain(tx, order.userId));
  if (payments.length === 0) return [];
  const locked = await lockWallets(
    tx,
    payments.map((payment) => ({ userId: payment.userId, symbol: 'EV' as const })),
  );
  const rows = await post(
    tx,
    locked,
    payments.map((payment) => ({ userId: payment.userId, symbol: 'EV' as const, type: 'BONUS' as const, amount: payment.amount, reference: order.code })),
    at,
  );
  await tx.insert(bonuses).values(
    payments.map((payment, index) => ({
      userId: payment.userId,
      fromUserId: order.userId,
      type: payment.type,
      amount: payment.amount,
      orderCode: order.code,
      transactionId: rows[index].id,
      createdAt: at,
    })),
  );
  return payments;
}

/** Sets the package bought unless the member holds one priced as high or higher by now. */
async function grantPackage(tx: Database, userId: string, product: { productId: string; price: string }): Promise<boolean> {
  const current = await findMemberPackage(tx, userId, { lock: true });
  if (current && !new Decimal(product.price).isGreaterThan(current.price)) return false;
  await tx.update(users).set({ packageId: product.productId }).where(eq(users.id, userId));
  return true;
}

export interface CompletedOrder {
  order: OrderRow;
  warehouseUnits: number;
  packageGranted: boolean;
  bonuses: BonusPayment[];
}

/**
 * Completes an order inside the caller's transaction (POINT after its debit; BANK once paid): each MINING line
 * becomes `quantity` IN_STOCK warehouse units, a PACKAGE line sets the package when higher, the sponsor chain is
 * paid its bonus in EV (reference = order code), and the order is COMPLETED at `at`, with ORDER_COMPLETED and
 * BONUS_RECEIVED notifications, and its total counted in the buyer's own and the sponsors' team volume. Bonus wallets are locked before the member's row, the order every money operation keeps.
 */
export async function completeOrder(tx: Database, order: OrderRow, at: Date, paymentReference: string | null = null): Promise<CompletedOrder> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, kind: products.kind, price: products.price })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const paid = await payBonuses(tx, order, at);
  const units = lines
    .filter((line) => line.kind === 'MINING')
    .flatMap((line) => Array.from({ length: line.quantity }, () => ({ userId: order.userId, productId: line.productId, orderId: order.id, createdAt: at })));
  if (units.length > 0) await tx.insert(warehouseUnits).values(units);
  const packageLine = lines.find((line) => line.kind === 'PACKAGE');
  const packageGranted = packageLine ? await grantPackage(tx, order.userId, packageLine) : false;
  const [completed] = await tx
    .update(orders)
    .set({ status: 'COMPLETED', completedAt: at, paymentReference: paymentReference ?? order.paymentReference })
    .where(eq(orders.id, order.id))
    .returning();
  const [buyer] = await tx.select({ username: users.username }).from(users).where(eq(users.id, order.userId));
  await notifyAll(tx, orderCompletionNotifications(order, buyer.username, paid), at);
  await alertTeamOfPurchase(tx, order, buyer.username, at);
  await addCompletedVolume(tx, order.userId, order.total, at);
  return { order: completed, warehouseUnits: units.length, packageGranted, bonuses: paid };
}

/** The order of `code` locked for a payment decision, expired first when it is past its time; null if unknown. */
export async function lockOrderForPayment(tx: Database, code: string, at: Date): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.code, code.toUpperCase())).for('update');
  if (!order) return null;
  if (!isOverdue(order, at)) return order;
  const [expired] = await tx.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, order.id)).returning();
  return expired;
}

export type OrderConfirmation =
  | { outcome: 'not-found' }
  | { outcome: 'not-pending'; order: OrderRow }
  | ({ outcome: 'confirmed' } & CompletedOrder);

/** Confirms a BANK order's payment (the operator's `confirm-order`): only a PENDING_PAYMENT order not past its time. */
export function confirmOrderByCode(db: Database, code: string, at: Date, paymentReference = 'OPS'): Promise<OrderConfirmation> {
  return moneyTransaction(db, async (tx) => {
    const order = await lockOrderForPayment(tx, code, at);
    if (!order) return { outcome: 'not-found' as const };
    if (order.status !== 'PENDING_PAYMENT') return { outcome: 'not-pending' as const, order };
    return { outcome: 'confirmed' as const, ...(await completeOrder(tx, order, at, paymentReference)) };
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
    const [cancelled] = await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(orders.id, order.id)).returning();
    return { outcome: 'cancelled' as const, order: cancelled };
  });
}
